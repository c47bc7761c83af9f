import { useGate, useUnit } from 'effector-react';
import { useMemo, type ReactNode } from 'react';
import { letterOf, stakeRule } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { formatCountdown } from '@/shared/lib/time';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { WinnerDialog } from '@/shared/ui/dialog';
import { ConnectionBanner } from '@/entities/connection';
import { $user } from '@/entities/session';
import { inviteShareLink } from '@/shared/lib/referral/index.links';
import { $betAmount, $gameId, $prizePool, $selectedBoardIds } from '@/entities/game';
import { $boardsById, BoardCard, BoardPlaceholder, BoardsRow, MarkableBoard, usePlayAids } from '@/entities/board';
import { AutoClaimSwitch, CallerBoard, CallsOfGame, CallStrip, GameExitDialog, PlayScreen, StatTiles, WinnerWords } from '@/entities/game-play';
import {
  $bingoAlert,
  $calledSet,
  $calls,
  $gameCalls,
  $marks,
  $ownWin,
  $secondsLeft,
  $winner,
  cellClicked,
  exitDialog,
  LiveGameGate,
  playAgainClicked,
  winnerClosed,
  winnerPlayAgainClicked,
} from '../model/live-game';
import { BingoAlertBar, boardColumnId, ClaimWindowNote } from './BingoAlert';
import { ClaimBar } from './ClaimBar';
import * as css from './game.css';

// Made once: an element that is the same object is skipped when its parent renders again, and each
// part reads its own stores, so a call re-renders the tiles, the strip and the boards' aids, not the screen.
const banner = <ConnectionBanner />;
const autoClaim = <AutoClaimSwitch />;
const dialogs = [<GameExitDialog key="exit" exit={exitDialog} description={m.game_exit_manual} confirmLabel={m.game_leave} confirmTone="danger" />, <WinnerModal key="winner" />];

/** The live manual game screen body (spec §2.9), below the header; `social`: the game's reactions and chat (below the boards). */
export function LiveGame({ social }: { social?: ReactNode }) {
  useGate(LiveGameGate);
  const playAgain = useUnit(playAgainClicked);
  useLanguage();
  return (
    <PlayScreen banner={banner} aids={autoClaim} tiles={tilesElement} strip={stripElement} board={callerBoardElement} bar={claimBar} social={social} action={{ label: m.game_play_again_action(), onClick: playAgain }} dialogs={dialogs}>
      {boardsElement}
      {alertBar}
    </PlayScreen>
  );
}

/**
 * The stat tiles (spec §2.9): the countdown before the first call, the count of calls from the second,
 * the stake and the prize pool. The count takes the countdown's place, held empty until the second
 * call: the tiles are three from the start to the end, so none changes width (or lines) mid-game.
 */
function LiveTiles() {
  const [calls, secondsLeft, prize, bet] = useUnit([$calls, $secondsLeft, $prizePool, $betAmount]);
  useLanguage();
  const countdown = secondsLeft > 1 ? formatCountdown(secondsLeft) : null;
  return <StatTiles countdown={countdown} calls={countdown === null ? calls.length : null} callsShown={calls.length > 1} bet={m.game_etb({ amount: bet })} prize={m.game_etb({ amount: formatEtb(prize) })} />;
}
const tilesElement = <LiveTiles />;

/** The last 5 calls, the latest first (spec §2.9; the caller board holds every call). */
function LiveStrip() {
  const calls = useUnit($calls);
  useLanguage();
  return <CallStrip calls={calls} label={m.game_called_numbers()} />;
}
const stripElement = <LiveStrip />;

/** Every number called, the latest, and the numbers one of the player's boards needs to win (caller board, rendered only while shown). */
function LiveCallerBoard() {
  const [calls, calledSet, bet, boardIds, boards] = useUnit([$calls, $calledSet, $betAmount, $selectedBoardIds, $boardsById]);
  const columns = useMemo(() => boardIds.map((id) => boards[id]?.board_numbers), [boardIds, boards]);
  return <CallerBoard called={calledSet} latest={calls.at(-1)?.number} boards={columns} pattern={stakeRule(bet)?.pattern} />;
}
const callerBoardElement = <LiveCallerBoard />;

/**
 * The player's boards (their ቢንጎ! buttons are in the play bar, `ClaimBar`). A call re-renders this list for the play aids
 * (numbers to go per board); each board renders again only when its aids change, and the cells
 * read the calls and marks themselves (`MarkableBoard`). A board the latest call completed is
 * lifted and framed (the bingo alert, spec §5).
 */
function LiveBoards() {
  const [calledSet, bet, boardIds, boards, gameId, mark, alert] = useUnit([$calledSet, $betAmount, $selectedBoardIds, $boardsById, $gameId, cellClicked, $bingoAlert]);
  // play aids: numbers to go per board for the stake's pattern, and the board closer to it
  const aid = usePlayAids({ boardIds, boards, called: calledSet, pattern: stakeRule(bet)?.pattern, game: gameId });
  return (
    <BoardsRow count={boardIds.length}>
      {boardIds.map((id) => {
        const board = boards[id];
        return (
          <div key={id} id={boardColumnId(id)} data-board-col={id} data-bingo={alert.boardIds.includes(id) || undefined} className={alert.boardIds.includes(id) ? `${css.boardCol} ${css.alerted}` : css.boardCol}>
            {board ? <MarkableBoard boardId={id} boardNumbers={board.board_numbers} $called={$calledSet} $marks={$marks} onMark={mark} {...aid(id)} /> : <BoardPlaceholder boardId={id} />}
            <ClaimWindowNote boardId={id} />
          </div>
        );
      })}
    </BoardsRow>
  );
}
const boardsElement = <LiveBoards />;
const alertBar = <BingoAlertBar />;
const claimBar = <ClaimBar />;

/** Spec §2.9 winner modal: the winning board (called red, winning blue, FREE centre), message, winner; "You won … ETB!" or "Better luck next round" (ours). */
function WinnerModal() {
  const [winner, ownWin, prize, user, gameCalls, close, again] = useUnit([$winner, $ownWin, $prizePool, $user, $gameCalls, winnerClosed, winnerPlayAgainClicked]);
  useLanguage();
  if (!winner) return null;
  const actions = (
    <>
      <Button tone="secondary" onClick={close}>
        {m.game_close()}
      </Button>
      <Button onClick={again}>{m.game_play_again()}</Button>
    </>
  );
  return (
    <WinnerDialog message={winner.message} onClose={close} actions={actions} shareUrl={ownWin && user ? inviteShareLink(user.phone) : null}>
      {/* the manual result carries no amount: a win takes the game's prize pool (ደራሽ) */}
      <WinnerWords own={ownWin} amount={prize} />
      <p>{m.game_winner({ name: winner.winner ?? '' })}</p>
      {winner.board_numbers && winner.boardId !== undefined ? (
        <BoardCard boardId={winner.boardId} boardNumbers={winner.board_numbers} called={new Set(winner.called_numbers ?? [])} winning={new Set(winner.winning_nums ?? [])} />
      ) : null}
      {winner.called_numbers ? <p className="visually-hidden">{m.game_called_list({ list: winner.called_numbers.map((n) => `${letterOf(n)}-${n}`).join(', ') })}</p> : null}
      {gameCalls ? <CallsOfGame record={gameCalls} /> : null}
    </WinnerDialog>
  );
}
