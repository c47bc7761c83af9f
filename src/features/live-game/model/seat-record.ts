import { attach, sample } from 'effector';
import { $betAmount, $gameId, $prizePool, $selectedBoardIds, gameJoined, prizePoolUpdated } from '@/entities/game';
import { activeGameLeft, activeGamePrizeSeen, activeGameSeated } from '@/entities/active-game';
import { $gameOver, endedReceived, left, LiveGameGate, play } from './manual-play';

/**
 * The manual game on the device's "Back to your game" record (entities/active-game): written when
 * the join is confirmed and whenever the game screen opens on a game that is not over, its prize
 * pool kept current; forgotten when the player leaves, the game ends or the server refuses the
 * rejoin. Imported by `./live-game` before it drops the game on leaving: these samples read the id
 * of the game being left.
 */

// the stores are read when the effect runs, after the join has settled the boards
const readSeatFx = attach({
  source: { gameId: $gameId, betAmount: $betAmount, boards: $selectedBoardIds, prizePool: $prizePool, over: $gameOver },
  effect: (seat) => seat,
});

// When the join is confirmed or the game screen opens, then keep the seat on the device.
sample({ clock: [gameJoined, LiveGameGate.open], target: readSeatFx });
sample({
  clock: readSeatFx.doneData,
  filter: (s) => s.gameId !== null && s.betAmount > 0 && !s.over,
  fn: (s) => ({ mode: 'manual' as const, gameId: s.gameId!, betAmount: s.betAmount, boards: s.boards, ...(s.prizePool > 0 ? { prizePool: s.prizePool } : {}) }),
  target: activeGameSeated,
});
// When the prize pool changes, then the record shows it on the way back.
sample({ clock: prizePoolUpdated, source: $gameId, filter: Boolean, fn: (gameId, prizePool) => ({ gameId, prizePool }), target: activeGamePrizeSeen });
// When the player leaves, the game is over or the rejoin is refused, then forget the seat.
sample({ clock: [left, endedReceived, $gameOver.updates.filter({ fn: Boolean })], source: $gameId, filter: Boolean, fn: (gameId) => ({ gameId }), target: activeGameLeft });
sample({ clock: play.rejoinRefused, fn: ({ params }) => ({ gameId: params.gameId }), target: activeGameLeft });
