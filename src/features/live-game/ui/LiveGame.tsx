import { useGate, useUnit } from 'effector-react';
import { letterOf, stakeRule } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { WinnerDialog } from '@/shared/ui/dialog';
import { telegramHaptic } from '@/shared/mini-app';
import { ConnectionBanner } from '@/entities/connection';
import { $betAmount, $gameId, $prizePool, $selectedBoardIds } from '@/entities/game';
import { $boardsById, BoardCard, BoardPlaceholder, BoardsRow, MarkableBoard, usePlayAids } from '@/entities/board';
import { CallsOfGame, GameExitDialog, PlayScreen } from '@/entities/game-play';
import {
  $calledSet,
  $calls,
  $checking,
  $gameCalls,
  $marks,
  $secondsLeft,
  $winner,
  bingoClicked,
  cellClicked,
  exitDialog,
  LiveGameGate,
  playAgainClicked,
  winnerClosed,
  winnerPlayAgainClicked,
} from '../model/live-game';
import * as css from './game.css';

// Made once: a call re-renders the screen, and an element that is the same object is skipped, so
// the banner and the dialogs (which read their own stores) do not render again with it.
const banner = <ConnectionBanner />;
const dialogs = [<GameExitDialog key="exit" exit={exitDialog} description={m.game_exit_manual} confirmLabel={m.game_leave} confirmTone="danger" />, <WinnerModal key="winner" />];

/** The live manual game screen body (spec §2.9), below the header. */
export function LiveGame() {
  useGate(LiveGameGate);
  const [calls, calledSet, secondsLeft, prize, checking, marks, bet, boardIds, boards] = useUnit([$calls, $calledSet, $secondsLeft, $prizePool, $checking, $marks, $betAmount, $selectedBoardIds, $boardsById]);
  const [mark, claim, playAgain] = useUnit([cellClicked, bingoClicked, playAgainClicked]);
  useLanguage();
  const gameId = useUnit($gameId);
  // play aids: numbers to go per board for the stake's pattern, and the board closer to it
  const aid = usePlayAids({ boardIds, boards, called: calledSet, pattern: stakeRule(bet)?.pattern, game: gameId });

  return (
    <PlayScreen
      banner={banner}
      tiles={{ countdown: secondsLeft > 1 ? String(secondsLeft) : null, calls: calls.length > 1 ? calls.length : null, bet: m.game_etb({ amount: bet }), prize: m.game_etb({ amount: formatEtb(prize) }) }}
      strip={{ calls, label: m.game_called_numbers(), order: 'newestFirst' }}
      action={{ label: m.game_play_again_action(), onClick: playAgain }}
      dialogs={dialogs}
    >
      <BoardsRow count={boardIds.length}>
        {boardIds.map((id) => {
          const board = boards[id];
          return (
            <div key={id} className={css.boardCol}>
              {board ? (
                <MarkableBoard
                  boardId={id}
                  boardNumbers={board.board_numbers}
                  called={calledSet}
                  marks={marks[id]}
                  onMark={(n) => mark({ boardId: id, number: n })}
                  {...aid(id)}
                />
              ) : (
                <BoardPlaceholder boardId={id} />
              )}
              <Button tone="danger" wide disabled={checking !== null} onClick={() => (telegramHaptic('bingo'), claim(id))} aria-label={checking ? m.game_checking({ name: checking.for }) : m.game_bingo_board({ id })}>
                {checking ? m.game_checking({ name: checking.for }) : <Phrase>{m.game_bingo()}</Phrase>}
              </Button>
            </div>
          );
        })}
      </BoardsRow>
    </PlayScreen>
  );
}

/** Spec §2.9 winner modal: the winning board (called red, winning blue, FREE centre), message, winner. */
function WinnerModal() {
  const [winner, gameCalls, close, again] = useUnit([$winner, $gameCalls, winnerClosed, winnerPlayAgainClicked]);
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
    <WinnerDialog message={winner.message} onClose={close} actions={actions}>
      <p>{m.game_winner({ name: winner.winner ?? '' })}</p>
      {winner.board_numbers && winner.boardId !== undefined ? (
        <BoardCard boardId={winner.boardId} boardNumbers={winner.board_numbers} freeLabel="FREE" called={new Set(winner.called_numbers ?? [])} winning={new Set(winner.winning_nums ?? [])} />
      ) : null}
      {winner.called_numbers ? <p className="visually-hidden">{m.game_called_list({ list: winner.called_numbers.map((n) => `${letterOf(n)}-${n}`).join(', ') })}</p> : null}
      {gameCalls ? <CallsOfGame record={gameCalls} /> : null}
    </WinnerDialog>
  );
}
