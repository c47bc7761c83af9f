import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import type { ScheduledGame } from '@/shared/api';
import { formatEtb } from '@/shared/lib/money';
import { m, Phrase, useLanguage, type Language, type Message } from '@/shared/i18n';
import { formatAmharicTime, formatDateTime, formatListCountdown, formatLocalTime, useNow } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { MiniGrid } from '@/shared/ui/mini-grid';
import { Spinner } from '@/shared/ui/spinner';
import { $user } from '@/entities/session';
import { autoGamesQuery, formatGameName, gameStatusOf } from '@/entities/auto-game';
import * as css from './list.css';

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
  const language = useLanguage();
  if (query.isPending) return <Spinner label={m.game_loading_scheduled()} />;
  if (query.isError) return <p role="alert" className={css.error}>{m.game_error({ message: query.error.message })}</p>;
  if (query.data.length === 0) return <p role="status">{m.game_no_game_found()}</p>;
  return (
    <ul className={css.list} aria-label={m.game_scheduled_title()}>
      {query.data.map((game) => (
        <GameCard key={game.gameId} game={game} now={now} phone={user?.phone ?? null} language={language} onEnter={onEnter} />
      ))}
    </ul>
  );
}

const STATUS_TEXT: Record<'completed' | 'running' | 'waiting', Message> = {
  completed: m.game_status_completed,
  running: m.game_status_running,
  waiting: m.game_status_waiting,
};

/**
 * A start time: the spec texts show the player's local time and the Amharic (CLDR) time under it;
 * Amharic readers get the Ethiopian calendar and clock, English readers the Gregorian 12-hour clock,
 * both in Addis Ababa time.
 */
function StartTime({ iso, language }: { iso: string; language: Language }) {
  if (language !== 'spec') return <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
  return (
    <>
      <time dateTime={iso}>{formatLocalTime(iso)}</time>
      <br />
      <span lang="am" data-testid="start-time-am">{formatAmharicTime(iso)}</span>
    </>
  );
}

function GameCard({ game, now, phone, language, onEnter }: { game: ScheduledGame; now: number; phone: string | null; language: Language; onEnter(id: string): void }) {
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
          {STATUS_TEXT[status]()}
        </span>
      </div>
      <p className={css.note}>{game.displayStartTime}</p>
      <div className={css.row}>
        <span>
          <Phrase>{m.game_stake_label()}</Phrase> <strong>{m.game_etb({ amount: formatEtb(game.betAmount) })}</strong>
        </span>
        <span>
          <Phrase>{m.game_prize_label()}</Phrase> <strong>{m.game_etb({ amount: formatEtb(game.totalWinning) })}</strong>
        </span>
      </div>
      <div className={css.row}>
        <span role="timer" aria-label={m.game_starts_in_game({ name })}>
          {secondsLeft > 0 ? formatListCountdown(secondsLeft) : m.game_done()}
        </span>
        <MiniGrid cells={game.pattern.grid.flat()} label={m.game_win_pattern({ name: game.pattern.name })} />
      </div>
      <p className={css.note}>
        <StartTime iso={game.startTimeLocal} language={language} />
      </p>
      {game.gameWinners.length > 0 ? <p className={css.note}>{m.game_winners({ list: game.gameWinners.map((w) => `#${w.boardId}`).join(', ') })}</p> : null}
      <p className={css.note}>{mine.length > 0 ? m.game_your_boards({ count: mine.length, list: mine.join(', ') }) : m.game_no_boards_in_game()}</p>
      <Button wide disabled={status === 'completed'} onClick={() => onEnter(game.gameId)} aria-label={m.game_enter_game({ name })}>
        {m.game_enter()}
      </Button>
    </li>
  );
}
