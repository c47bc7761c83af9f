import { memo } from 'react';
import { callLabel } from '@/shared/lib/bingo';
import { letterTone } from '@/shared/ui/theme';
import type { Call } from '../lib/calls';
import * as css from './call.css';

/**
 * One called number as a ball in its letter's colour, "B-7"; the latest is enlarged (spec §2.9).
 * Memoized: a new call re-renders only the new ball and the one that stops being the latest.
 */
export const CallBall = memo(function CallBall({ call, latest = false }: { call: Call; latest?: boolean }) {
  return (
    <li className={`${css.ball} ${letterTone[call.letter]} ${latest ? css.latest : ''}`} data-latest={latest || undefined} aria-label={latest ? `Latest call ${callLabel(call.number)}` : callLabel(call.number)}>
      {call.letter}-{call.number}
    </li>
  );
});

/**
 * The strip of called numbers (spec §2.9 every call, §2.10 the last 5), oldest to latest in the
 * list; `order` sets which end the latest shows at. Announced politely as calls arrive.
 */
export function CallStrip({ calls, label, order }: { calls: Call[]; label: string; order: 'newestFirst' | 'oldestFirst' }) {
  return (
    <ol className={css.strip[order]} aria-label={label} aria-live="polite">
      {calls.map((c, i) => (
        <CallBall key={c.number} call={c} latest={i === calls.length - 1} />
      ))}
    </ol>
  );
}
