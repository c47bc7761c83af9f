import { useGate, useUnit } from 'effector-react';
import { callLabel, letterOf } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { secondsUntil } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SoundControls } from '@/shared/ui/sound-controls';
import { ConnectionBanner } from '@/entities/connection';
import { $betAmount, $prizePool, $selectedBoardIds } from '@/entities/game';
import { $boardsById, BoardCard } from '@/entities/board';
import {
  $calledSet,
  $calls,
  $checking,
  $exitOpen,
  $marks,
  $now,
  $startsAt,
  $winner,
  bingoClicked,
  cellClicked,
  exitCancelled,
  leaveConfirmed,
  LiveGameGate,
  playAgainClicked,
  winnerClosed,
  winnerPlayAgainClicked,
} from '../model/live-game';
import * as css from './game.css';

/** The live manual game screen body (spec §2.9), below the header. */
export function LiveGame() {
  useGate(LiveGameGate);
  const [calls, calledSet, now, startsAt, prize, checking, marks, bet, boardIds, boards] = useUnit([
    $calls,
    $calledSet,
    $now,
    $startsAt,
    $prizePool,
    $checking,
    $marks,
    $betAmount,
    $selectedBoardIds,
    $boardsById,
  ]);
  const [mark, claim, playAgain] = useUnit([cellClicked, bingoClicked, playAgainClicked]);
  const secondsLeft = startsAt ? secondsUntil(startsAt, now) : 0;

  return (
    <div>
      <ConnectionBanner />
      <SoundControls />
      <div className={css.tiles}>
        {secondsLeft > 1 ? (
          <div className={css.tile} role="timer" aria-label="Game Starts In">
            <span className={css.tileLabel}>Game Starts In</span>
            <span className={css.tileValue}>{secondsLeft}</span>
          </div>
        ) : null}
        {calls.length > 1 ? (
          <div className={css.tile}>
            <span className={css.tileLabel}>ጥሪ</span>
            <span className={css.tileValue} data-testid="calls-count">
              {calls.length}
            </span>
          </div>
        ) : null}
        <div className={css.tile}>
          <span className={css.tileLabel}>መደብ</span>
          <span className={css.tileValue}>{bet} ETB</span>
        </div>
        <div className={css.tile}>
          <span className={css.tileLabel}>ደራሽ</span>
          <span className={css.tileValue} data-testid="prize-pool">
            {formatEtb(prize)} ETB
          </span>
        </div>
      </div>

      <ol className={css.strip} aria-label="Called numbers" aria-live="polite">
        {calls.map((c, i) => {
          const isLatest = i === calls.length - 1;
          return (
            <li key={c.number} className={`${css.ball} ${css.letter[c.letter]} ${isLatest ? css.latest : ''}`} data-latest={isLatest || undefined} aria-label={isLatest ? `Latest call ${callLabel(c.number)}` : callLabel(c.number)}>
              {c.letter}-{c.number}
            </li>
          );
        })}
      </ol>

      <div className={boardIds.length > 1 ? `${css.boards} ${css.two}` : css.boards}>
        {boardIds.map((id) => {
          const board = boards[id];
          const boardMarks = new Set(marks[id] ?? []);
          return (
            <div key={id} className={css.boardCol}>
              {board ? (
                <BoardCard
                  boardId={id}
                  boardNumbers={board.board_numbers}
                  called={calledSet}
                  marked={boardMarks}
                  canMark={(n) => calledSet.has(n) && !boardMarks.has(n)}
                  onCellClick={(n) => mark({ boardId: id, number: n })}
                />
              ) : (
                <p>Board {id}</p>
              )}
              <Button tone="danger" wide disabled={checking !== null} onClick={() => claim(id)} aria-label={checking ? `Checking for ${checking.for}` : `ቢንጎ! board ${id}`}>
                {checking ? `Checking for ${checking.for}` : 'ቢንጎ!'}
              </Button>
            </div>
          );
        })}
      </div>

      <div className={css.bar}>
        <Button tone="secondary" wide onClick={playAgain}>
          እንደገና ይጫወቱ !
        </Button>
      </div>
      <ExitDialog />
      <WinnerModal />
    </div>
  );
}

function ExitDialog() {
  const [open, cancel, leave] = useUnit([$exitOpen, exitCancelled, leaveConfirmed]);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && cancel()}
      title="Confirm Exit"
      description="Are you sure you want to leave? Your progress will be lost."
      actions={
        <>
          <Button tone="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button tone="danger" onClick={leave}>
            Leave
          </Button>
        </>
      }
    />
  );
}

/** Spec §2.9 winner modal: the winning board (called red, winning blue, FREE centre), message, winner. */
function WinnerModal() {
  const [winner, close, again] = useUnit([$winner, winnerClosed, winnerPlayAgainClicked]);
  if (!winner) return null;
  const called = new Set(winner.called_numbers ?? []);
  const winning = new Set(winner.winning_nums ?? []);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && close()}
      title="BINGO!"
      actions={
        <>
          <Button tone="secondary" onClick={close}>
            Close
          </Button>
          <Button onClick={again}>Play Again</Button>
        </>
      }
    >
      <p className={css.message}>{winner.message}</p>
      <p>Winner: {winner.winner}</p>
      {winner.board_numbers && winner.boardId !== undefined ? (
        <BoardCard boardId={winner.boardId} boardNumbers={winner.board_numbers} freeLabel="FREE" called={called} winning={winning} />
      ) : null}
      {winner.called_numbers ? <p className="visually-hidden">Called: {winner.called_numbers.map((n) => `${letterOf(n)}-${n}`).join(', ')}</p> : null}
    </Dialog>
  );
}
