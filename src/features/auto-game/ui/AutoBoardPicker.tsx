import { useGate, useUnit } from 'effector-react';
import { formatEtb } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { $user } from '@/entities/session';
import { $boardDataById, $boardFetchErrors, $boardIds, $boardsError, $boardsLoading, BoardIdGrid, BoardsRow, PickedBoardCard } from '@/entities/board';
import { autoBoardRetryClicked } from '../model/boards';
import { $autoGame, $autoGameProblem, $autoPicks, $autoTaken, AutoPickerGate, autoBackClicked, autoBoardClicked, autoBoardRemoveClicked, autoEnterClicked } from '../model/picker';
import {
  $currentBalance,
  $purchaseMissing,
  $purchaseOpen,
  $purchaseStatus,
  $purchaseTotal,
  AUTO_MESSAGES,
  autoBuyClicked,
  purchaseCancelled,
  purchaseConfirmed,
} from '../model/purchase';
import { MissingBoard } from './MissingBoard';
import * as css from './auto.css';

/**
 * The auto game's board picker (spec §2.7 scheduled): the board grid (bought boards greyed), up to 2
 * picks as 5x5 cards, and ተመለስ / ይግዙ / ይግቡ at the bottom; ይግዙ opens the purchase dialog.
 */
export function AutoBoardPicker({ gameId }: { gameId: string }) {
  useGate(AutoPickerGate, { gameId });
  const [ids, loading, error, picks, taken, boards, game, problem] = useUnit([$boardIds, $boardsLoading, $boardsError, $autoPicks, $autoTaken, $boardDataById, $autoGame, $autoGameProblem]);
  const [pick, remove, back, buy, enter, retry] = useUnit([autoBoardClicked, autoBoardRemoveClicked, autoBackClicked, autoBuyClicked, autoEnterClicked, autoBoardRetryClicked]);
  const fetchErrors = useUnit($boardFetchErrors);
  return (
    <div>
      <p>
        Game <strong>{gameId}</strong>
        {game ? ` · መደብ ${formatEtb(game.betAmount)} ETB` : ''} · ({picks.length}/2)
      </p>
      {loading ? <Spinner label="Loading boards..." /> : null}
      {error ? <p role="alert">{error}</p> : null}
      {problem ? <p role="alert" className={css.error}>{problem}</p> : null}
      <BoardIdGrid ids={ids} mine={picks} taken={taken} onPick={pick} />
      <BoardsRow count={picks.length}>
        {picks.map((id) => (
          <PickedBoardCard
            key={id}
            boardId={id}
            board={boards[id]}
            onRemove={remove}
            missing={(removeButton) => (
              <MissingBoard boardId={id} error={fetchErrors[id]} onRetry={() => retry(id)}>
                {removeButton}
              </MissingBoard>
            )}
          />
        ))}
      </BoardsRow>
      <div className={css.bar3}>
        <Button tone="secondary" wide onClick={back}>
          ተመለስ
        </Button>
        <Button wide onClick={buy}>
          ይግዙ
        </Button>
        <Button tone="secondary" wide onClick={enter}>
          ይግቡ
        </Button>
      </div>
      <PurchaseDialog gameId={gameId} />
    </div>
  );
}

/** Spec §2.8 ካርቴላ ግዢ ፎርም: phone, balance chip, game, boards, price × count = total, missing amount. */
function PurchaseDialog({ gameId }: { gameId: string }) {
  const [open, status, total, missing, balance, picks, game, user] = useUnit([$purchaseOpen, $purchaseStatus, $purchaseTotal, $purchaseMissing, $currentBalance, $autoPicks, $autoGame, $user]);
  const [cancel, confirm] = useUnit([purchaseCancelled, purchaseConfirmed]);
  const price = game?.betAmount ?? 0;
  const processing = status === 'processing';
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && cancel()}
      title="ካርቴላ ግዢ ፎርም"
      actions={
        <>
          <Button tone="secondary" onClick={cancel}>
            ይመለሱ
          </Button>
          <Button onClick={confirm} disabled={processing || missing > 0 || !game}>
            {processing ? 'Processing...' : 'አሁን ይግዙ'}
          </Button>
        </>
      }
    >
      <dl className={css.dl}>
        <dt>Phone</dt>
        <dd>{user?.phone}</dd>
        <dt>Balance</dt>
        <dd>
          {formatEtb(balance)} ብር{' '}
          <span className={`${css.chip} ${missing > 0 ? css.chipTone.short : css.chipTone.ok}`}>{missing > 0 ? 'አይበቃም' : 'በቂ ባላንስ'}</span>
        </dd>
        <dt>Game</dt>
        <dd>{gameId}</dd>
        <dt>Boards</dt>
        <dd data-testid="purchase-count">{picks.length}</dd>
        <dt>Board numbers</dt>
        <dd>{picks.join(', ')}</dd>
        <dt>Price per board</dt>
        <dd>{formatEtb(price)} ብር</dd>
        <dt>Total</dt>
        <dd data-testid="purchase-total">
          {formatEtb(price)} × {picks.length} = {formatEtb(total)} ብር
        </dd>
      </dl>
      {missing > 0 ? (
        <p role="alert" className={css.warning}>
          {AUTO_MESSAGES.missing(missing)}
        </p>
      ) : null}
    </Dialog>
  );
}
