import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { GameHistoryEntry } from '@/shared/api';
import { callLabel } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { TextField } from '@/shared/ui/field';
import { Spinner } from '@/shared/ui/spinner';
import { BoardCard } from '@/entities/board';
import { $user } from '@/entities/session';
import { gameHistoryQuery, isRangeComplete } from '../api/queries';
import { defaultRange, inRange } from '../lib/range';
import * as css from './game-history.css';

/** Spec §2.15 texts, verbatim. */
export const NO_GAMES = 'No games found for the selected date range.';
export const NO_BOARD_DATA = 'Board data not available.';

function Game({ game }: { game: GameHistoryEntry }) {
  const called = new Set(game.called_numbers);
  const when = new Date(game.date).toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    <details className={css.game} data-testid="game-entry">
      <summary className={css.head}>
        <strong>{when}</strong>
        <span>Bet: {formatEtb(game.betAmount)} ETB</span>
        <span>Winnings: {formatEtb(game.winnings)} ETB</span>
        <span className={`${css.chip} ${game.won ? css.won : css.lost}`}>{game.won ? 'Won' : 'Lost'}</span>
      </summary>
      {game.pattern ? <p>Pattern: {game.pattern}</p> : null}
      <p>Called numbers ({game.called_numbers.length}):</p>
      <ol className={css.calls} aria-label="Called numbers">
        {game.called_numbers.map((n) => (
          <li key={n} className={css.call}>
            {callLabel(n)}
          </li>
        ))}
      </ol>
      {game.boards.length === 0 ? (
        <p>{NO_BOARD_DATA}</p>
      ) : (
        <div className={css.boards}>
          {game.boards.map((b) =>
            b.board_numbers.length === 5 ? (
              <div key={b.board_id}>
                <BoardCard boardId={b.board_id} boardNumbers={b.board_numbers} freeLabel="FREE" called={called} winning={new Set(b.winning_nums)} />
                {b.won ? <p>Won {formatEtb(b.won_amount)} ETB with this board</p> : null}
              </div>
            ) : (
              <p key={b.board_id}>
                Board {b.board_id}: {NO_BOARD_DATA}
              </p>
            ),
          )}
        </div>
      )}
    </details>
  );
}

/**
 * Game history (spec §2.15): a date-range filter (last 7 days by default) and one expandable entry
 * per game with bet, winnings, called numbers and count, a won/lost chip and the player's boards
 * (called numbers highlighted, winning-pattern cells marked, won amount on winning boards).
 */
export function GameHistory() {
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const phone = useUnit($user)?.phone ?? '';
  const query = useQuery({ ...gameHistoryQuery(phone, range), placeholderData: keepPreviousData, enabled: phone !== '' && isRangeComplete(range) });
  // the server reads the dates in its own time zone; the list shows the player's local days only
  const games = query.data?.filter((g) => inRange(g.date, range));
  return (
    <>
      <div className={css.filter} role="group" aria-label="Date range">
        <TextField label="From" type="date" value={range.start} max={range.end} onValueChange={(start) => setRange((r) => ({ ...r, start }))} />
        <TextField label="To" type="date" value={range.end} min={range.start} onValueChange={(end) => setRange((r) => ({ ...r, end }))} />
      </div>
      {range.start > range.end ? <p role="alert">The start date must not be after the end date.</p> : null}
      {query.isError ? (
        <p role="alert" className={css.errorBox}>
          {query.error.message}
        </p>
      ) : query.isPending ? (
        <Spinner label="Loading games..." />
      ) : !games || games.length === 0 ? (
        <p>{NO_GAMES}</p>
      ) : (
        games.map((g) => <Game key={g.gameId} game={g} />)
      )}
    </>
  );
}
