import { useGate, useUnit } from 'effector-react';
import { callLabel } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { formatDhms } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SoundControls } from '@/shared/ui/sound-controls';
import { BoardCard } from '@/entities/board';
import { ConnectionBanner } from '@/entities/connection';
import { maskPhone } from '../lib/format';
import { $autoBoardFetchErrors, $autoBoardsById, autoBoardRetryClicked } from '../model/selector';
import { MissingBoard } from './MissingBoard';
import {
  $autoCalledSet,
  $autoCalls,
  $autoDetails,
  $autoExitOpen,
  $autoMarks,
  $autoResult,
  $autoSecondsLeft,
  $lastCalls,
  $shownWinner,
  addBoardsClicked,
  autoCellClicked,
  autoExitCancelled,
  autoGoBackConfirmed,
  AutoPlayGate,
  autoWinnerClosed,
  winnerNextClicked,
  winnerPreviousClicked,
} from '../model/play';
import * as css from './auto.css';

/** The scheduled game screen body (spec §2.10), below the header (logo and balance). */
export function AutoGamePlay({ gameId }: { gameId: string }) {
  useGate(AutoPlayGate, { gameId });
  const [details, calls, last, calledSet, secondsLeft, marks, boards] = useUnit([$autoDetails, $autoCalls, $lastCalls, $autoCalledSet, $autoSecondsLeft, $autoMarks, $autoBoardsById]);
  const [fetchErrors, retry] = useUnit([$autoBoardFetchErrors, autoBoardRetryClicked]);
  const [mark, addBoards] = useUnit([autoCellClicked, addBoardsClicked]);
  const boardIds = details?.boardIds ?? [];
  return (
    <div>
      <ConnectionBanner />
      <SoundControls />
      <div className={css.tiles}>
        {secondsLeft > 1 ? (
          <div className={css.tile} role="timer" aria-label="Game Starts In">
            <span className={css.tileLabel}>Game Starts In</span>
            <span className={css.tileValue}>{formatDhms(secondsLeft)}</span>
          </div>
        ) : null}
        <div className={css.tile}>
          <span className={css.tileLabel}>ጥሪ</span>
          <span className={css.tileValue} data-testid="calls-count">
            {calls.length}
          </span>
        </div>
        <div className={css.tile}>
          <span className={css.tileLabel}>መደብ</span>
          <span className={css.tileValue}>{details ? `${formatEtb(details.betAmount)} ETB` : '—'}</span>
        </div>
        <div className={css.tile}>
          <span className={css.tileLabel}>ደራሽ</span>
          <span className={css.tileValue} data-testid="prize-pool">
            {details ? `${formatEtb(details.totalWinning)} ETB` : '—'}
          </span>
        </div>
      </div>

      <ol className={css.strip} aria-label="Last called numbers" aria-live="polite">
        {last.map((c, i) => {
          const isLatest = i === last.length - 1;
          return (
            <li key={c.number} className={`${css.ball} ${css.letter[c.letter]} ${isLatest ? css.latest : ''}`} data-latest={isLatest || undefined} aria-label={isLatest ? `Latest call ${callLabel(c.number)}` : callLabel(c.number)}>
              {c.letter}-{c.number}
            </li>
          );
        })}
      </ol>

      {details && boardIds.length === 0 ? (
        <div role="status">
          <p>ምንም ካርቴላ አልተገኘም።</p>
          <p>ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!</p>
        </div>
      ) : null}
      <div className={boardIds.length > 1 ? `${css.boards} ${css.two}` : css.boards}>
        {boardIds.map((id) => {
          const board = boards[id];
          const boardMarks = new Set(marks[id] ?? []);
          return board ? (
            <BoardCard
              key={id}
              boardId={id}
              boardNumbers={board.board_numbers}
              freeMarked
              called={calledSet}
              marked={boardMarks}
              canMark={(n) => calledSet.has(n) && !boardMarks.has(n)}
              onCellClick={(n) => mark({ boardId: id, number: n })}
            />
          ) : (
            <MissingBoard key={id} boardId={id} error={fetchErrors[id]} onRetry={() => retry(id)} />
          );
        })}
      </div>

      <div className={css.bar}>
        <Button wide tone="secondary" onClick={addBoards}>
          ካርቴላ ይጨምሩ
        </Button>
      </div>
      <ExitDialog />
      <WinnerModal />
    </div>
  );
}

function ExitDialog() {
  const [open, cancel, goBack] = useUnit([$autoExitOpen, autoExitCancelled, autoGoBackConfirmed]);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && cancel()}
      title="Confirm Exit"
      description="ተመልሰው ገብተው ማየት ይችላሉ!"
      actions={
        <>
          <Button tone="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={goBack}>Go Back</Button>
        </>
      }
    />
  );
}

/**
 * Spec §2.11: server message, "Winner N of M" with Previous/Next, board number, masked phone, the
 * 5x5 board (FREE centre; winning-pattern cells blue, other called numbers red), winning boards.
 */
function WinnerModal() {
  const [result, winner, close, next, previous] = useUnit([$autoResult, $shownWinner, autoWinnerClosed, winnerNextClicked, winnerPreviousClicked]);
  if (!result || !winner) return null;
  const called = new Set(result.called_numbers);
  const winning = new Set(winner.winningNumbers);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && close()}
      title="BINGO!"
      actions={
        <>
          {winner.total > 1 ? (
            <>
              <Button tone="secondary" onClick={previous}>
                Previous
              </Button>
              <Button tone="secondary" onClick={next}>
                Next
              </Button>
            </>
          ) : null}
          <Button onClick={close}>Close</Button>
        </>
      }
    >
      <p className={css.message}>{result.message}</p>
      {winner.total > 1 ? <p>{`Winner ${winner.index + 1} of ${winner.total}`}</p> : null}
      <p>Board {winner.boardId}</p>
      <p data-testid="winner-phone">{maskPhone(winner.phone)}</p>
      {winner.boardNumbers ? <BoardCard boardId={winner.boardId} boardNumbers={winner.boardNumbers} freeLabel="FREE" called={called} winning={winning} title={`Winning board ${winner.boardId}`} /> : null}
      <p>Winning boards: {result.winning_board_ids.join(', ')}</p>
    </Dialog>
  );
}
