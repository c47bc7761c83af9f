import { useGate, useUnit } from 'effector-react';
import { formatEtb } from '@/shared/lib/money';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import { useTelegramMainButton, useTelegramVerticalSwipesOff } from '@/shared/telegram/index.native';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { scheduledGameName } from '@/entities/auto-game';
import { $user } from '@/entities/session';
import { $boardDataById, $boardFetchErrors, $boardIds, $boardsError, $boardsLoading, BoardIdGrid, BoardsRow, boardRetryClicked, MissingBoard, PickedBoardCard } from '@/entities/board';
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
import * as css from './picker.css';

/**
 * The grid alone reads the taken boards: another player's purchase renders the grid's changed ids,
 * not the rest of the picker.
 */
function AutoPickerGrid() {
  const [ids, picks, pick] = useUnit([$boardIds, $autoPicks, autoBoardClicked]);
  return <BoardIdGrid ids={ids} mine={picks} taken={$autoTaken} onPick={pick} />;
}

/**
 * The auto game's board picker (spec §2.7 scheduled): the board grid (bought boards greyed), up to 2
 * picks as 5x5 cards, and ተመለስ / ይግዙ / ይግቡ at the bottom; ይግዙ opens the purchase dialog.
 */
export function AutoBoardPicker({ gameId }: { gameId: string }) {
  useGate(AutoPickerGate, { gameId });
  const [loading, error, picks, boards, game, problem] = useUnit([$boardsLoading, $boardsError, $autoPicks, $boardDataById, $autoGame, $autoGameProblem]);
  const [remove, back, buy, enter, retry] = useUnit([autoBoardRemoveClicked, autoBackClicked, autoBuyClicked, autoEnterClicked, boardRetryClicked]);
  const [purchaseOpen, status, missing, confirm] = useUnit([$purchaseOpen, $purchaseStatus, $purchaseMissing, purchaseConfirmed]);
  const processing = status === 'processing';
  // inside Telegram, its MainButton is ይግዙ, then the purchase dialog's አሁን ይግዙ (disabled while the
  // balance is short, progress while the purchase runs), and the page shows neither of its own
  const inTelegram = useTelegramMainButton(
    purchaseOpen
      ? { text: processing ? m.game_processing() : m.game_buy_now(), onClick: confirm, active: !processing && missing === 0 && game !== null, progress: processing }
      : { text: m.game_auto_buy(), onClick: buy },
  );
  // a swipe while picking must not close the Mini App
  useTelegramVerticalSwipesOff();
  const fetchErrors = useUnit($boardFetchErrors);
  useLanguage();
  return (
    <div>
      <p className={css.gameLine}>
        <span>
          {m.game_auto_game()} <strong>{scheduledGameName(game)}</strong>
          {game ? (
            <>
              {' · '}
              <Phrase>{m.game_auto_stake({ amount: formatEtb(game.betAmount) })}</Phrase>
            </>
          ) : null}
        </span>
        <span className={css.pickCount}>{`(${picks.length}/2)`}</span>
      </p>
      {loading ? <Spinner label={m.game_loading_boards()} /> : null}
      {error ? <p role="alert">{error}</p> : null}
      {problem ? <p role="alert" className={css.error}>{problem()}</p> : null}
      <AutoPickerGrid />
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
          <Phrase>{m.game_auto_back()}</Phrase>
        </Button>
        {inTelegram ? null : (
          <Button wide onClick={buy}>
            <Phrase>{m.game_auto_buy()}</Phrase>
          </Button>
        )}
        <Button tone="secondary" wide onClick={enter}>
          <Phrase>{m.game_auto_enter()}</Phrase>
        </Button>
      </div>
      <PurchaseDialog inTelegram={inTelegram} />
    </div>
  );
}

/** Spec §2.8 ካርቴላ ግዢ ፎርም: phone, balance chip, game, boards, price × count = total, missing amount; inside Telegram its Buy is the MainButton. */
function PurchaseDialog({ inTelegram }: { inTelegram: boolean }) {
  const [open, status, total, missing, balance, picks, game, user] = useUnit([$purchaseOpen, $purchaseStatus, $purchaseTotal, $purchaseMissing, $currentBalance, $autoPicks, $autoGame, $user]);
  const [cancel, confirm] = useUnit([purchaseCancelled, purchaseConfirmed]);
  const price = game?.betAmount ?? 0;
  const processing = status === 'processing';
  useLanguage();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && cancel()}
      title={m.game_purchase_title()}
      actions={
        <>
          <Button tone="secondary" onClick={cancel}>
            <Phrase>{m.game_purchase_back()}</Phrase>
          </Button>
          {inTelegram ? null : (
            <Button onClick={confirm} disabled={processing || missing > 0 || !game}>
              {processing ? m.game_processing() : <Phrase>{m.game_buy_now()}</Phrase>}
            </Button>
          )}
        </>
      }
    >
      <dl className={css.dl}>
        <dt>{m.game_phone()}</dt>
        <dd>{user?.phone}</dd>
        <dt>{m.game_balance()}</dt>
        <dd>
          <Phrase>{m.game_birr({ amount: formatEtb(balance) })}</Phrase>{' '}
          <span className={`${css.chip} ${missing > 0 ? css.chipTone.short : css.chipTone.ok}`}>
            <Phrase>{missing > 0 ? m.game_not_enough() : m.game_enough_balance()}</Phrase>
          </span>
        </dd>
        <dt>{m.game_auto_game()}</dt>
        <dd>{scheduledGameName(game)}</dd>
        <dt>{m.game_boards()}</dt>
        <dd data-testid="purchase-count">{picks.length}</dd>
        <dt>{m.game_board_numbers()}</dt>
        <dd>{picks.join(', ')}</dd>
        <dt>{m.game_price_per_board()}</dt>
        <dd>
          <Phrase>{m.game_birr({ amount: formatEtb(price) })}</Phrase>
        </dd>
        <dt>{m.game_total()}</dt>
        <dd data-testid="purchase-total">
          <Phrase>{m.game_purchase_total({ price: formatEtb(price), count: picks.length, total: formatEtb(total) })}</Phrase>
        </dd>
      </dl>
      {missing > 0 ? (
        <p role="alert" className={css.warning}>
          <Phrase>{AUTO_MESSAGES.missing(missing)()}</Phrase>
        </p>
      ) : null}
    </Dialog>
  );
}
