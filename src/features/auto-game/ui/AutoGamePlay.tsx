import { useGate, useUnit } from 'effector-react';
import { formatEtb } from '@/shared/lib/money';
import { formatDhms } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { ConfirmExitDialog, WinnerDialog } from '@/shared/ui/dialog';
import { $boardDataById, $boardFetchErrors, BoardCard, BoardsRow, MarkableBoard } from '@/entities/board';
import { ConnectionBanner } from '@/entities/connection';
import { PlayScreen } from '@/entities/bingo-call';
import { maskPhone } from '../lib/format';
import { autoBoardRetryClicked } from '../model/boards';
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

// Made once: a call re-renders the screen, and an element that is the same object is skipped, so
// the banner and the dialogs (which read their own stores) do not render again with it.
const banner = <ConnectionBanner />;
const dialogs = [<ExitDialog key="exit" />, <WinnerModal key="winner" />];

/** The auto game screen body (spec §2.10), below the header (logo and balance). */
export function AutoGamePlay({ gameId }: { gameId: string }) {
  useGate(AutoPlayGate, { gameId });
  const [details, calls, last, calledSet, secondsLeft, marks, boards] = useUnit([$autoDetails, $autoCalls, $lastCalls, $autoCalledSet, $autoSecondsLeft, $autoMarks, $boardDataById]);
  const [fetchErrors, retry] = useUnit([$boardFetchErrors, autoBoardRetryClicked]);
  const [mark, addBoards] = useUnit([autoCellClicked, addBoardsClicked]);
  const boardIds = details?.boardIds ?? [];
  return (
    <PlayScreen
      banner={banner}
      tiles={{
        countdown: secondsLeft > 1 ? formatDhms(secondsLeft) : null,
        calls: calls.length,
        bet: details ? `${formatEtb(details.betAmount)} ETB` : '—',
        prize: details ? `${formatEtb(details.totalWinning)} ETB` : '—',
      }}
      strip={{ calls: last, label: 'Last called numbers', order: 'oldestFirst' }}
      action={{ label: 'ካርቴላ ይጨምሩ', onClick: addBoards, sticky: true }}
      dialogs={dialogs}
    >
      {details && boardIds.length === 0 ? (
        <div role="status">
          <p>ምንም ካርቴላ አልተገኘም።</p>
          <p>ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!</p>
        </div>
      ) : null}
      <BoardsRow count={boardIds.length}>
        {boardIds.map((id) => {
          const board = boards[id];
          return board ? (
            <MarkableBoard key={id} boardId={id} boardNumbers={board.board_numbers} freeMarked called={calledSet} marks={marks[id]} onMark={(n) => mark({ boardId: id, number: n })} />
          ) : (
            <MissingBoard key={id} boardId={id} error={fetchErrors[id]} onRetry={() => retry(id)} />
          );
        })}
      </BoardsRow>
    </PlayScreen>
  );
}

function ExitDialog() {
  const [open, cancel, goBack] = useUnit([$autoExitOpen, autoExitCancelled, autoGoBackConfirmed]);
  return <ConfirmExitDialog open={open} description="ተመልሰው ገብተው ማየት ይችላሉ!" confirmLabel="Go Back" onCancel={cancel} onConfirm={goBack} />;
}

/**
 * Spec §2.11: server message, "Winner N of M" with Previous/Next, board number, masked phone, the
 * 5x5 board (FREE centre; winning-pattern cells blue, other called numbers red), winning boards.
 */
function WinnerModal() {
  const [result, winner, close, next, previous] = useUnit([$autoResult, $shownWinner, autoWinnerClosed, winnerNextClicked, winnerPreviousClicked]);
  if (!result || !winner) return null;
  const actions = (
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
  );
  return (
    <WinnerDialog message={result.message} onClose={close} actions={actions}>
      {winner.total > 1 ? <p>{`Winner ${winner.index + 1} of ${winner.total}`}</p> : null}
      <p>Board {winner.boardId}</p>
      <p data-testid="winner-phone">{maskPhone(winner.phone)}</p>
      {winner.boardNumbers ? (
        <BoardCard boardId={winner.boardId} boardNumbers={winner.boardNumbers} freeLabel="FREE" called={new Set(result.called_numbers)} winning={new Set(winner.winningNumbers)} title={`Winning board ${winner.boardId}`} />
      ) : null}
      <p>Winning boards: {result.winning_board_ids.join(', ')}</p>
    </WinnerDialog>
  );
}
