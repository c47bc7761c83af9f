import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import type { ScheduledGame } from '@/shared/api';
import { formatEtb } from '@/shared/lib/money';
import { formatAmharicTime, formatListCountdown, formatLocalTime, useNow } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { MiniGrid } from '@/shared/ui/mini-grid';
import { Spinner } from '@/shared/ui/spinner';
import { $user } from '@/entities/session';
import { autoGamesQuery } from '../api/auto-games';
import { formatGameName, gameStatusOf } from '../lib/format';
import * as css from './auto.css';

/**
 * The scheduled games list (spec §2.12): one card per game of GET /autogames/status/scheduled,
 * with loading, empty ("no game found, try again later") and error ("Error: " + message) states.
 * @param onEnter called with the game id when the player enters a game that is not completed
 */
export function AutoGamesList({ onEnter }: { onEnter(gameId: string): void }) {
  const query = useQuery(autoGamesQuery);
  // the shared clock ticks the list countdowns every second (spec §9 "Countdown ticks every 1 s")
  const now = useNow();
  const user = useUnit($user);
  if (query.isPending) return <Spinner label="Loading scheduled games..." />;
  if (query.isError) return <p role="alert" className={css.error}>{`Error: ${query.error.message}`}</p>;
  if (query.data.length === 0) return <p role="status">no game found, try again later</p>;
  return (
    <ul className={css.list} aria-label="Scheduled games">
      {query.data.map((game) => (
        <GameCard key={game.gameId} game={game} now={now} phone={user?.phone ?? null} onEnter={onEnter} />
      ))}
    </ul>
  );
}

function GameCard({ game, now, phone, onEnter }: { game: ScheduledGame; now: number; phone: string | null; onEnter(id: string): void }) {
  const status = gameStatusOf(game.gameStatus);
  const name = formatGameName(game.gameName);
  const start = Date.parse(game.startTimeLocal);
  const secondsLeft = Number.isFinite(start) ? Math.ceil((start - now) / 1000) : 0;
  const mine = game.playerBoards.filter((p) => p.playerPhone === phone).flatMap((p) => p.boardIds);
  return (
    <li className={`${css.card} ${css.status[status]}`} aria-label={name}>
      <div className={css.row}>
        <h2 className={css.title}>{name}</h2>
        <span className={`${css.chip} ${css.chipTone[status]}`} data-testid="status-chip">
          {status}
        </span>
      </div>
      <p className={css.note}>{game.displayStartTime}</p>
      <div className={css.row}>
        <span>
          መደብ: <strong>{formatEtb(game.betAmount)} ETB</strong>
        </span>
        <span>
          ደራሽ: <strong>{formatEtb(game.totalWinning)} ETB</strong>
        </span>
      </div>
      <div className={css.row}>
        <span role="timer" aria-label={`Starts in ${name}`}>
          {formatListCountdown(secondsLeft)}
        </span>
        <MiniGrid cells={game.pattern.grid.flat()} label={`Win pattern: ${game.pattern.name}`} />
      </div>
      <p className={css.note}>
        <time dateTime={game.startTimeLocal}>{formatLocalTime(game.startTimeLocal)}</time>
        <br />
        <span lang="am">{formatAmharicTime(game.startTimeLocal)}</span>
      </p>
      {game.gameWinners.length > 0 ? <p className={css.note}>Winners: {game.gameWinners.map((w) => `#${w.boardId}`).join(', ')}</p> : null}
      <p className={css.note}>{mine.length > 0 ? `Your boards: ${mine.length} (${mine.join(', ')})` : 'You have no boards in this game'}</p>
      <Button wide disabled={status === 'completed'} onClick={() => onEnter(game.gameId)} aria-label={`Enter ${name}`}>
        Enter
      </Button>
    </li>
  );
}
