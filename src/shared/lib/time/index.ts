import { m } from '@/shared/i18n';
import { ethiopianClock } from './ethiopian';
import { formatCountdown } from './countdown';
import { AMHARIC_TIME_LOCALE, AMHARIC_TIME_OPTIONS, ETHIOPIA_TIME_ZONE } from './amharic-format';
import { lazyDateFormat } from './lazy-format';

/**
 * Whole seconds left until `targetMs` (epoch ms) from `nowMs`, never below 0 (spec §4, §9: minimum 0).
 */
export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

/**
 * The scheduled games list countdown (spec §2.12): the app's countdown (`formatCountdown`: m:ss,
 * h:mm:ss, "N d hh:mm:ss"), then the catalogue's "Done" (`game_done`, in the current language) once
 * the start time is reached.
 * @param seconds remaining time in seconds
 */
export function formatListCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return total <= 0 ? m.game_done() : formatCountdown(total);
}

export { formatCountdown } from './countdown';
export { ETHIOPIA_TIME_ZONE } from './amharic-format';

const amharicFormat = lazyDateFormat(AMHARIC_TIME_LOCALE, AMHARIC_TIME_OPTIONS);

/**
 * A start time in Amharic, in the Ethiopian calendar and Ethiopia's time zone, by the platform's
 * CLDR data (spec §2.12), e.g. 2026-11-23T15:30Z → "ሰኞ፣ ኅዳር 14 2019 6:30 ከሰዓት". CLDR has no
 * 6-hour-shifted "Ethiopian clock", so the hour is CLDR's 12-hour Amharic time with its day period.
 * Invalid input gives "".
 */
export function formatAmharicTime(iso: string | number | Date): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : amharicFormat().format(d);
}

/** A start time in the player's own locale and time zone (spec §2.12 "local start time"); invalid → "". */
export function formatLocalTime(iso: string | number | Date, locale?: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}

const specClockTime = lazyDateFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: ETHIOPIA_TIME_ZONE });
const englishClockTime = lazyDateFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true, timeZone: ETHIOPIA_TIME_ZONE });

/**
 * The time of day of an epoch-ms moment to the second, Addis Ababa time, in the reader's language
 * (the fairness view's call times): spec texts "18:30:05" (24-hour, as the spec's history dates),
 * Amharic on the Ethiopian clock "ከምሽቱ 12:30:05", English on the 12-hour clock "6:30:05 PM".
 * Invalid → "".
 */
export function formatClockTime(ms: number, language: 'spec' | 'am' | 'en'): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  if (language === 'en') return englishClockTime().format(d);
  if (language === 'spec') return specClockTime().format(d);
  const clock = ethiopianClock(d);
  const two = (n: number) => String(n).padStart(2, '0');
  return clock ? `${clock.period} ${clock.hour}:${two(clock.minute)}:${two(clock.second)}` : '';
}

export { $now, clockStarted, clockStopped, useNow } from './clock';
export {
  ethiopianClock,
  formatEthiopianClock,
  formatEthiopianDate,
  formatEthiopianDateTime,
  formatDateTime,
  formatHistoryDate,
  formatShortDate,
  formatDay,
  formatGregorianDateTime,
  type EthiopianDayPeriod,
} from './ethiopian';
