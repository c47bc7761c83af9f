import { memo } from 'react';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { callLabel, type Letter } from '@/shared/lib/bingo';
import { letterTone } from '@/shared/ui/theme';
import type { Call } from '../lib/calls';
import * as css from './call.css';

/**
 * One called number as a ball in its letter's colour, "B-7"; the latest is enlarged (spec §2.9).
 * `order` places it in the row (flex order; absent: list order). Memoized: a new call re-renders
 * only the new ball and the one that stops being the latest.
 */
export const CallBall = memo(function CallBall({ call, latest = false, order }: { call: Call; latest?: boolean; order?: number }) {
  useLanguage();
  return (
    <li
      className={`${css.ball} ${letterTone[call.letter]} ${latest ? css.latest : ''}`}
      style={order === undefined ? undefined : { order }}
      data-latest={latest || undefined}
      aria-label={latest ? m.play_latest_call({ call: callLabel(call.number) }) : callLabel(call.number)}
    >
      {call.letter}-{call.number}
    </li>
  );
});

const LETTER_NAME: Record<Letter, Message> = { B: m.play_letter_B, I: m.play_letter_I, N: m.play_letter_N, G: m.play_letter_G, O: m.play_letter_O };

/** A call as a screen reader says it in the current language: "B 12", "ቢ 12". */
export const spokenCall = (call: Call): string => m.play_call_announcement({ letter: LETTER_NAME[call.letter](), number: call.number });

/**
 * The strip of called numbers (spec §2.9 every call, §2.10 the last 5), oldest to latest in the
 * list; `order` sets which end the latest shows at. One row of a fixed height: with every call
 * (`newestFirst`) the latest is first on screen and the older calls scroll (the strip is a Tab
 * stop, so the keyboard scrolls it too). The latest call is announced once through a polite live
 * region of its own ("B 12" / "ቢ 12"): the log keeps a number delivered twice once, so the
 * region's text changes only with a new call.
 */
export function CallStrip({ calls, label, order }: { calls: Call[]; label: string; order: 'newestFirst' | 'oldestFirst' }) {
  useLanguage();
  const latest = calls.at(-1);
  return (
    <>
      {/* a scrolling list is focusable so a keyboard can scroll it (it holds no control of its own) */}
      <ol className={css.strip[order]} aria-label={label} tabIndex={order === 'newestFirst' ? 0 : undefined}>
        {calls.map((c, i) => (
          // newest first: a later call has a lower order; a ball keeps its order, so a call renders only its own ball
          <CallBall key={c.number} call={c} latest={i === calls.length - 1} order={order === 'newestFirst' ? -i : undefined} />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="call-announcer">
        {latest ? spokenCall(latest) : null}
      </p>
    </>
  );
}
