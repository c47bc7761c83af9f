import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { callLabel } from '@/shared/lib/bingo';
import { formatClockTime } from '@/shared/lib/time';
import { m, useLanguage } from '@/shared/i18n';
import { compareCalls, distinctCalls, type GameCallsRecord } from '../lib/fairness';
import * as css from './calls-of-game.css';

/**
 * "Calls of this game (N)" (fairness view, ours): a disclosure that lists the calls of a finished
 * game in the order they reached this device, each with its letter and time to the second (Addis Ababa; the Ethiopian clock in Amharic),
 * and says plainly when they differ from the server's final list ("We saw 23 calls; the server
 * reports 24.", with the numbers missing or extra). The players and boards of the game appear only
 * when the server sent them. Shown in both winner modals and in the game history.
 */
export function CallsOfGame({ record }: { record: GameCallsRecord }) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const id = useId();
  const comparison = compareCalls(record.seen, record.serverFinal);
  const players = record.players === undefined ? null : record.players === 1 ? m.game_calls_one_player() : m.game_calls_players({ count: record.players });
  const boards = record.boards === undefined ? null : record.boards === 1 ? m.game_calls_one_board() : m.game_calls_boards({ count: record.boards });
  const size = [players, boards].filter(Boolean);
  const labels = (numbers: number[]) => numbers.map(callLabel).join(', ');
  return (
    <div className={css.panel}>
      <button type="button" className={css.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span>{m.game_calls_title({ count: record.seen.length })}</span>
        {open ? <ChevronUp aria-hidden="true" size={20} /> : <ChevronDown aria-hidden="true" size={20} />}
      </button>
      <div id={id} className={css.body} hidden={!open}>
        {comparison.kind === 'differ' ? (
          <div className={css.warning} data-testid="calls-differ">
            <p className={css.note}>{m.game_calls_differ({ seen: record.seen.length, server: distinctCalls(record.serverFinal ?? []).length })}</p>
            {comparison.missing.length > 0 ? <p className={css.note}>{m.game_calls_missing({ list: labels(comparison.missing) })}</p> : null}
            {comparison.extra.length > 0 ? <p className={css.note}>{m.game_calls_extra({ list: labels(comparison.extra) })}</p> : null}
          </div>
        ) : comparison.kind === 'match' ? (
          <p className={css.note}>{m.game_calls_match({ count: record.seen.length })}</p>
        ) : (
          <p className={css.note}>{m.game_calls_unknown()}</p>
        )}
        {size.length > 0 ? <p className={css.note}>{size.join(' · ')}</p> : null}
        {record.seen.length === 0 ? (
          <p className={css.note}>{m.game_calls_none()}</p>
        ) : (
          <ol className={css.list} aria-label={m.game_calls_list()}>
            {record.seen.map((call) => (
              <li key={call.number} className={css.row}>
                <span className={css.label}>{callLabel(call.number)}</span>
                <time dateTime={new Date(call.at).toISOString()}>{formatClockTime(call.at, language)}</time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
