import { useQuery } from '@tanstack/react-query';
import { useGate, useUnit } from 'effector-react';
import { useMemo, type ReactNode } from 'react';
import { gridCells } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { formatCountdown } from '@/shared/lib/time';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { WinnerDialog } from '@/shared/ui/dialog';
import { $boardDataById, $boardFetchErrors, BoardCard, BoardPlaceholder, BoardsRow, MarkableBoard, MissingBoard, boardRetryClicked, usePlayAids } from '@/entities/board';
import { ConnectionBanner } from '@/entities/connection';
import { $user } from '@/entities/session';
import { inviteShareLink } from '@/shared/lib/referral/index.links';
import { CallerBoard, CallsOfGame, CallStrip, GameExitDialog, LatestCall, PlayScreen, StatTiles, WinnerWords } from '@/entities/game-play';
import { cachedScheduledGamesQuery } from '../api/scheduled-games';
import { maskPhone } from '@/shared/lib/phone';
import {
  $autoCalledSet,
  $autoCalls,
  $autoDetails,
  $autoGameCalls,
  $autoMarks,
  $autoResult,
  $autoSecondsLeft,
  $expectedBoardIds,
  $lastCalls,
  $ownWin,
  $ownWinAmount,
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

// Made once: an element that is the same object is skipped when its parent renders again, and each
// part reads its own stores, so a call re-renders the tiles, the strip and the boards' aids, not the screen.
const banner = <ConnectionBanner />;
const dialogs = [<GameExitDialog key="exit" exit={autoExitDialog} description={m.game_exit_auto} confirmLabel={m.game_go_back} />, <WinnerModal key="winner" />];

/** The auto game screen body (spec §2.10), below the header (logo and balance); `social`: the game's reactions and chat (below the boards). */
export function AutoGamePlay({ gameId, social }: { gameId: string; social?: ReactNode }) {
  useGate(AutoPlayGate, { gameId });
  const addBoards = useUnit(addBoardsClicked);
  useLanguage();
  // the boards read their own stores (a call reaches the aids and the called number's cells)
  const boards = useMemo(() => <AutoBoards gameId={gameId} />, [gameId]);
  const callerBoard = useMemo(() => <AutoCallerBoard gameId={gameId} />, [gameId]);
  return (
    <PlayScreen banner={banner} tiles={tilesElement} strip={stripElement} board={callerBoard} bar={latestCall} social={social} action={{ label: m.game_add_boards(), onClick: addBoards, sticky: true }} dialogs={dialogs}>
      {boards}
    </PlayScreen>
  );
}

/** The stat tiles (spec §2.10): the countdown (m:ss, h:mm:ss, days from 24 h: `formatCountdown`), the count of calls, the stake and the prize pool. */
function AutoTiles() {
  const [details, calls, secondsLeft] = useUnit([$autoDetails, $autoCalls, $autoSecondsLeft]);
  useLanguage();
  return (
    <StatTiles
      // until the details tell the start, the timer holds its place like the other tiles' dash: a
      // countdown arriving after the first paint would push the tiles after it aside
      countdown={!details ? NO_VALUE : secondsLeft > 1 ? formatCountdown(secondsLeft) : null}
      calls={calls.length}
      bet={details ? m.game_etb({ amount: formatEtb(details.betAmount) }) : NO_VALUE}
      prize={details ? m.game_etb({ amount: formatEtb(details.totalWinning) }) : NO_VALUE}
    />
  );
}
const tilesElement = <AutoTiles />;

/** The last 5 calls, the latest first (spec §2.10). */
function AutoStrip() {
  const last = useUnit($lastCalls);
  useLanguage();
  return <CallStrip calls={last} label={m.game_last_called()} />;
}
const stripElement = <AutoStrip />;
// the latest call in the play bar, beside the sticky action: in view while the boards scroll
const latestCall = <LatestCall $calls={$autoCalls} />;

/** The game's pattern cells as the scheduled games list brought it (read from the cache, never fetched here). */
function useGamePattern(gameId: string): number[] {
  const { data: games } = useQuery(cachedScheduledGamesQuery);
  const grid = games?.find((g) => g.gameId === gameId)?.pattern?.grid;
  return useMemo(() => gridCells(grid), [grid]);
}

/** Every number called, the latest, and the numbers one of the player's boards needs to win (caller board, rendered only while shown). */
function AutoCallerBoard({ gameId }: { gameId: string }) {
  const [details, calls, calledSet, boards] = useUnit([$autoDetails, $autoCalls, $autoCalledSet, $boardDataById]);
  const pattern = useGamePattern(gameId);
  const columns = useMemo(() => (details?.boardIds ?? []).map((id) => boards[id]?.board_numbers), [details, boards]);
  return <CallerBoard called={calledSet} latest={calls.at(-1)?.number} boards={columns} pattern={pattern} />;
}

/**
 * The player's boards in the scheduled game (or what to do without one). A call re-renders this
 * list for the play aids; each board renders again only when its aids change, and the cells read
 * the calls and marks themselves (`MarkableBoard`). Until the details and each board's numbers
 * arrive, a board-sized placeholder keeps each board's place (the boards kept for this game, else
 * one), so what is below the boards (the game's chat) does not move when they come.
 */
function AutoBoards({ gameId }: { gameId: string }) {
  const [details, expected, calledSet, boards, fetchErrors, retry, mark] = useUnit([$autoDetails, $expectedBoardIds, $autoCalledSet, $boardDataById, $boardFetchErrors, boardRetryClicked, autoCellClicked]);
  const boardIds = useMemo(() => details?.boardIds ?? [], [details]);
  useLanguage();
  // play aids over the game's own pattern
  const pattern = useGamePattern(gameId);
  const aid = usePlayAids({ boardIds, boards, called: calledSet, pattern, game: gameId });
  if (!details) {
    return (
      <BoardsRow count={expected?.length ?? 1}>
        {expected ? expected.map((id) => <BoardPlaceholder key={id} boardId={id} />) : <BoardPlaceholder />}
      </BoardsRow>
    );
  }
  return (
    <>
      {boardIds.length === 0 ? (
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
            <MarkableBoard key={id} boardId={id} boardNumbers={board.board_numbers} freeMarked $called={$autoCalledSet} $marks={$autoMarks} onMark={mark} {...aid(id)} />
          ) : fetchErrors[id] === undefined ? (
            <BoardPlaceholder key={id} boardId={id} />
          ) : (
            <MissingBoard key={id} boardId={id} error={fetchErrors[id]} onRetry={() => retry(id)} />
          );
        })}
      </BoardsRow>
    </>
  );
}

/**
 * Spec §2.11: server message, "You won … ETB!" or "Better luck next round" (ours), "Winner N of M"
 * with Previous/Next, board number, masked phone, the 5x5 board (FREE centre; winning-pattern cells
 * blue, other called numbers red), winning boards.
 */
function WinnerModal() {
  const [result, winner, ownWin, ownAmount, user, gameCalls, close, next, previous] = useUnit([$autoResult, $shownWinner, $ownWin, $ownWinAmount, $user, $autoGameCalls, autoWinnerClosed, winnerNextClicked, winnerPreviousClicked]);
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
    <WinnerDialog message={result.message} onClose={close} actions={actions} shareUrl={ownWin && user ? inviteShareLink(user.phone) : null}>
      <WinnerWords own={ownWin} amount={ownAmount} />
      {winner.total > 1 ? <p>{m.game_winner_n_of({ n: winner.index + 1, total: winner.total })}</p> : null}
      <p>{m.game_board({ id: winner.boardId })}</p>
      <p data-testid="winner-phone">{maskPhone(winner.phone)}</p>
      {winner.boardNumbers ? (
        <BoardCard boardId={winner.boardId} boardNumbers={winner.boardNumbers} called={new Set(result.called_numbers)} winning={new Set(winner.winningNumbers)} title={m.game_winning_board({ id: winner.boardId })} />
      ) : null}
      <p>{m.game_winning_boards({ list: result.winning_board_ids.join(', ') })}</p>
      {gameCalls ? <CallsOfGame record={gameCalls} /> : null}
    </WinnerDialog>
  );
}
