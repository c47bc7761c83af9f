import { useQuery } from '@tanstack/react-query';
import { useGate, useUnit } from 'effector-react';
import { useMemo } from 'react';
import { gridCells } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { formatDhms } from '@/shared/lib/time';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { WinnerDialog } from '@/shared/ui/dialog';
import { $boardDataById, $boardFetchErrors, BoardCard, BoardsRow, MarkableBoard, MissingBoard, boardRetryClicked, usePlayAids } from '@/entities/board';
import { ConnectionBanner } from '@/entities/connection';
import { CallsOfGame, GameExitDialog, PlayScreen } from '@/entities/game-play';
import { cachedScheduledGamesQuery } from '../api/scheduled-games';
import { maskPhone } from '@/entities/auto-game';
import {
  $autoCalledSet,
  $autoCalls,
  $autoDetails,
  $autoGameCalls,
  $autoMarks,
  $autoResult,
  $autoSecondsLeft,
  $lastCalls,
  $shownWinner,
  addBoardsClicked,
  autoCellClicked,
  autoExitDialog,
  AutoPlayGate,
  autoWinnerClosed,
  winnerNextClicked,
  winnerPreviousClicked,
} from '../model/play';

/** A tile's value before the game's details have arrived. */
const NO_VALUE = '—';

// Made once: a call re-renders the screen, and an element that is the same object is skipped, so
// the banner and the dialogs (which read their own stores) do not render again with it.
const banner = <ConnectionBanner />;
const dialogs = [<GameExitDialog key="exit" exit={autoExitDialog} description={m.game_exit_auto} confirmLabel={m.game_go_back} />, <WinnerModal key="winner" />];

/** The auto game screen body (spec §2.10), below the header (logo and balance). */
export function AutoGamePlay({ gameId }: { gameId: string }) {
  useGate(AutoPlayGate, { gameId });
  const [details, calls, last, calledSet, secondsLeft, marks, boards] = useUnit([$autoDetails, $autoCalls, $lastCalls, $autoCalledSet, $autoSecondsLeft, $autoMarks, $boardDataById]);
  const [fetchErrors, retry] = useUnit([$boardFetchErrors, boardRetryClicked]);
  const [mark, addBoards] = useUnit([autoCellClicked, addBoardsClicked]);
  const boardIds = useMemo(() => details?.boardIds ?? [], [details]);
  useLanguage();
  // play aids over the game's own pattern, as the list brought it (read from the cache, never fetched here)
  const { data: games } = useQuery(cachedScheduledGamesQuery);
  const grid = games?.find((g) => g.gameId === gameId)?.pattern?.grid;
  const pattern = useMemo(() => gridCells(grid), [grid]);
  const aid = usePlayAids({ boardIds, boards, called: calledSet, pattern, game: gameId });
  return (
    <PlayScreen
      banner={banner}
      tiles={{
        // until the details tell the start, the timer holds its place like the other tiles' dash: a
        // countdown arriving after the first paint would push the tiles after it aside
        countdown: !details ? NO_VALUE : secondsLeft > 1 ? formatDhms(secondsLeft) : null,
        calls: calls.length,
        bet: details ? m.game_etb({ amount: formatEtb(details.betAmount) }) : NO_VALUE,
        prize: details ? m.game_etb({ amount: formatEtb(details.totalWinning) }) : NO_VALUE,
      }}
      strip={{ calls: last, label: m.game_last_called(), order: 'oldestFirst' }}
      action={{ label: m.game_add_boards(), onClick: addBoards, sticky: true }}
      dialogs={dialogs}
    >
      {details && boardIds.length === 0 ? (
        <div role="status">
          <p>
            <Phrase>{m.game_no_boards_found()}</Phrase>
          </p>
          <p>
            <Phrase>{m.game_buy_to_join()}</Phrase>
          </p>
        </div>
      ) : null}
      <BoardsRow count={boardIds.length}>
        {boardIds.map((id) => {
          const board = boards[id];
          return board ? (
            <MarkableBoard
              key={id}
              boardId={id}
              boardNumbers={board.board_numbers}
              freeMarked
              called={calledSet}
              marks={marks[id]}
              onMark={(n) => mark({ boardId: id, number: n })}
              {...aid(id)}
            />
          ) : (
            <MissingBoard key={id} boardId={id} error={fetchErrors[id]} onRetry={() => retry(id)} />
          );
        })}
      </BoardsRow>
    </PlayScreen>
  );
}

/**
 * Spec §2.11: server message, "Winner N of M" with Previous/Next, board number, masked phone, the
 * 5x5 board (FREE centre; winning-pattern cells blue, other called numbers red), winning boards.
 */
function WinnerModal() {
  const [result, winner, gameCalls, close, next, previous] = useUnit([$autoResult, $shownWinner, $autoGameCalls, autoWinnerClosed, winnerNextClicked, winnerPreviousClicked]);
  useLanguage();
  if (!result || !winner) return null;
  const actions = (
    <>
      {winner.total > 1 ? (
        <>
          <Button tone="secondary" onClick={previous}>
            {m.game_previous()}
          </Button>
          <Button tone="secondary" onClick={next}>
            {m.game_next()}
          </Button>
        </>
      ) : null}
      <Button onClick={close}>{m.game_close()}</Button>
    </>
  );
  return (
    <WinnerDialog message={result.message} onClose={close} actions={actions}>
      {winner.total > 1 ? <p>{m.game_winner_n_of({ n: winner.index + 1, total: winner.total })}</p> : null}
      <p>{m.game_board({ id: winner.boardId })}</p>
      <p data-testid="winner-phone">{maskPhone(winner.phone)}</p>
      {winner.boardNumbers ? (
        <BoardCard boardId={winner.boardId} boardNumbers={winner.boardNumbers} freeLabel="FREE" called={new Set(result.called_numbers)} winning={new Set(winner.winningNumbers)} title={m.game_winning_board({ id: winner.boardId })} />
      ) : null}
      <p>{m.game_winning_boards({ list: result.winning_board_ids.join(', ') })}</p>
      {gameCalls ? <CallsOfGame record={gameCalls} /> : null}
    </WinnerDialog>
  );
}
