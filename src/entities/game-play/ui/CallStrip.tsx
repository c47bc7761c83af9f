import { memo } from 'react';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { callLabel, type Letter } from '@/shared/lib/bingo';
import { letterTone } from '@/shared/ui/theme';
import { lastCalls, type Call } from '../lib/calls';
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
 * The strip of the last 5 calls (spec §2.10; the manual game's strip of spec §2.9 shows the same, the
 * caller board holding every call), the latest enlarged and first on screen. The list stays oldest
 * to latest for assistive technology; each ball's flex `order` puts the newest first. One row of a
 * fixed height that five balls fit at 320 px: a call never moves what is below it. The latest call
 * is announced once through a polite live region of its own ("B 12" / "ቢ 12"): the log keeps a
 * number delivered twice once, so the region's text changes only with a new call.
 * @param p.calls the game's calls, oldest first (all of them or already the last few)
 */
export function CallStrip({ calls, label }: { calls: Call[]; label: string }) {
  useLanguage();
  const shown = lastCalls(calls);
  const latest = shown.at(-1);
  return (
    <>
      <ol className={css.strip} aria-label={label}>
        {shown.map((c, i) => (
          // newest first: a later call has a lower order
          <CallBall key={c.number} call={c} latest={i === shown.length - 1} order={-i} />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="call-announcer">
        {latest ? spokenCall(latest) : null}
      </p>
    </>
  );
}
