import type { RoomKit } from '../core/room-kit';
import type { ManualRules } from './rules';
import type { Game } from './state';

/**
 * What the players of the manual games are told about a game besides its calls and its end: its
 * seconds left, its board list, its prize pool and its stake's status (spec §3 manual events).
 */
export class ManualNews {
  constructor(
    private kit: RoomKit<Game>,
    private rules: ManualRules,
  ) {}

  /** Seconds left of the game's countdown (0 once it runs). */
  remaining(game: Game): number {
    return this.rules.remaining(game, this.kit.clock.now());
  }

  boardList(game: Game): void {
    this.kit.toGame(game, 'updatedBoardList', { gameBoards: [...game.picks.keys()], gameId: game.gameId });
  }

  prize(game: Game): void {
    const total = this.rules.prizePool(game);
    this.kit.toGame(game, 'totalWinningAmount', { total_winning: total });
    this.kit.broadcast('gameStatusUpdate', {
      betAmount: game.betAmount,
      waiting: { remainingTime: this.remaining(game), totalWinning: total },
      inProgressCount: game.state === 'inProgress' ? 1 : 0,
      totalWinning: total,
    });
  }

  stakeStatus(game: Game): void {
    this.kit.broadcast('allGameStatusUpdate', { betAmount: game.betAmount, state: game.state, remainingTime: this.remaining(game) });
    this.prize(game);
    if (game.state === 'waiting') this.kit.toGame(game, 'timerUpdate', { remainingTime: this.remaining(game) });
  }
}
