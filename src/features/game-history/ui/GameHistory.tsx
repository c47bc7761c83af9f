import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import type { GameHistoryEntry } from '@/shared/api';
import { callLabel } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { TextField } from '@/shared/ui/field';
import { Spinner } from '@/shared/ui/spinner';
import { BoardCard } from '@/entities/board/index.card';
import { $gameCallsById, CallsOfGame, GameCallsGate, type GameCallsRecord } from '@/entities/game-play/index.record';
import { $user } from '@/entities/session';
import { gameHistoryQuery, isRangeComplete } from '../api/queries';
import { defaultRange, inRange } from '../lib/range';
import * as css from './game-history.css';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { formatDay, formatHistoryDate } from '@/shared/lib/time';

/** Spec §2.15 texts, verbatim. */
export const NO_GAMES: Message = m.account_no_games;
export const NO_BOARD_DATA: Message = m.account_no_board_data;


/** A game's details under its summary: rendered once the entry is opened (a closed entry shows its summary alone). */
function GameBody({ game, calls }: { game: GameHistoryEntry; calls: GameCallsRecord | undefined }) {
  useLanguage();
  const called = new Set(game.called_numbers);
  return (
    <>
      {game.pattern ? <p>{m.account_pattern({ name: game.pattern })}</p> : null}
      <p>{m.account_called_count({ count: game.called_numbers.length })}</p>
      <ol className={css.calls} aria-label={m.account_called_numbers()}>
        {game.called_numbers.map((n) => (
          <li key={n} className={css.call}>
            {callLabel(n)}
          </li>
        ))}
      </ol>
      {calls ? <CallsOfGame record={calls} /> : null}
      {game.boards.length === 0 ? (
        <p>{NO_BOARD_DATA()}</p>
      ) : (
        <div className={css.boards}>
          {game.boards.map((b) =>
            b.board_numbers.length === 5 ? (
              <div key={b.board_id}>
                <BoardCard boardId={b.board_id} boardNumbers={b.board_numbers} called={called} winning={new Set(b.winning_nums)} />
                {b.won ? <p>{m.account_won_with_board({ amount: formatEtb(b.won_amount) })}</p> : null}
              </div>
            ) : (
              <p key={b.board_id}>{m.account_board_no_data({ id: b.board_id })}</p>
            ),
          )}
        </div>
      )}
    </>
  );
}

/**
 * One game of the history as an expandable entry: the summary (date, bet, winnings, won/lost) always,
 * the rest (called numbers, the player's boards, the fairness view) only while it is open — a week
 * of games loads without rendering every board of every game.
 */
function Game({ game, calls }: { game: GameHistoryEntry; calls: GameCallsRecord | undefined }) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const when = formatHistoryDate(game.date, language);
  return (
    <details className={css.game} data-testid="game-entry" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={css.head}>
        <strong>{when}</strong>
        <span>{m.account_history_bet({ amount: formatEtb(game.betAmount) })}</span>
        <span>{m.account_winnings({ amount: formatEtb(game.winnings) })}</span>
        <span className={`${css.chip} ${game.won ? css.won : css.lost}`}>{game.won ? m.account_won() : m.account_lost()}</span>
      </summary>
      {open ? <GameBody game={game} calls={calls} /> : null}
    </details>
  );
}

/**
 * Game history (spec §2.15): a date-range filter (last 7 days by default) and one expandable entry
 * per game with bet, winnings, called numbers and count, a won/lost chip and the player's boards
 * (called numbers highlighted, winning-pattern cells marked, won amount on winning boards). A game
 * this device saw to its end also gets "Calls of this game" (fairness view, ours).
 */
export function GameHistory() {
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const phone = useUnit($user)?.phone ?? '';
  useGate(GameCallsGate, { phone });
  const callsById = useUnit($gameCallsById);
  const query = useQuery({ ...gameHistoryQuery(phone, range), placeholderData: keepPreviousData, enabled: phone !== '' && isRangeComplete(range) });
  // the server reads the dates in its own time zone; the list shows the player's local days only
  const games = query.data?.filter((g) => inRange(g.date, range));
  const language = useLanguage();
  // the browser's date field shows the day in the phone's own format: under it, the day as the rest
  // of the history reads it (the player's text choice and its calendar), which the field's name is described by
  const shown = (day: string) => (day ? formatDay(`${day}T12:00:00+03:00`, language) : undefined);
  return (
    <>
      <div className={css.filter} role="group" aria-label={m.account_date_range()}>
        <TextField label={m.account_from()} type="date" hint={shown(range.start)} value={range.start} max={range.end} onValueChange={(start) => setRange((r) => ({ ...r, start }))} />
        <TextField label={m.account_to()} type="date" hint={shown(range.end)} value={range.end} min={range.start} onValueChange={(end) => setRange((r) => ({ ...r, end }))} />
      </div>
      {range.start > range.end ? <p role="alert">{m.account_bad_range()}</p> : null}
      {query.isError ? (
        <p role="alert" className={css.errorBox}>
          {query.error.message}
        </p>
      ) : query.isPending ? (
        <Spinner label={m.account_loading_games()} />
      ) : !games || games.length === 0 ? (
        <p>{NO_GAMES()}</p>
      ) : (
        games.map((g) => <Game key={g.gameId} game={g} calls={callsById[g.gameId]} />)
      )}
    </>
  );
}
