import { m } from '@/shared/i18n';
import { ETHIOPIA_TIME_ZONE } from './amharic-format';
import { lazyDateFormat } from './lazy-format';

/**
 * The four parts of the Ethiopian clock's day, each six hours long: morning from 6 AM (ከጠዋቱ),
 * afternoon from noon (ከቀኑ), evening from 6 PM (ከምሽቱ), night from midnight (ከሌሊቱ).
 */
export type EthiopianDayPeriod = 'morning' | 'afternoon' | 'evening' | 'night';

/**
 * A day period's word from the message catalogues (`day_period_*`). The Ethiopian clock is read only
 * on Amharic pages, so its words are the Amharic catalogue's, whatever language is current.
 */
const periodWord: Record<EthiopianDayPeriod, () => string> = {
  morning: () => m.day_period_morning({}, { locale: 'am' }),
  afternoon: () => m.day_period_afternoon({}, { locale: 'am' }),
  evening: () => m.day_period_evening({}, { locale: 'am' }),
  night: () => m.day_period_night({}, { locale: 'am' }),
};

const clockParts = lazyDateFormat('en-US', {
  timeZone: ETHIOPIA_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const ethiopicDate = lazyDateFormat('am-ET-u-ca-ethiopic', {
  timeZone: ETHIOPIA_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const toDate = (instant: string | number | Date): Date | null => {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * The Ethiopian clock reading of an instant in Addis Ababa: hours count from 6 AM and 6 PM, so
 * civil 07:00 is 1 ከጠዋቱ, 12:00 is 6 ከቀኑ, 18:30 is 12:30 ከምሽቱ and 00:00 is 6 ከሌሊቱ.
 * @returns `{ period, hour: 1–12, minute: 0–59, second: 0–59 }` with `period` the day period's
 *   Amharic word from the catalogues, or null for an invalid instant
 */
export function ethiopianClock(instant: string | number | Date): { period: string; hour: number; minute: number; second: number } | null {
  const d = toDate(instant);
  if (!d) return null;
  const parts = clockParts().formatToParts(d);
  const civilHour = Number(parts.find((p) => p.type === 'hour')?.value) % 24;
  const minute = Number(parts.find((p) => p.type === 'minute')?.value);
  const second = Number(parts.find((p) => p.type === 'second')?.value);
  const period: EthiopianDayPeriod = civilHour < 6 ? 'night' : civilHour < 12 ? 'morning' : civilHour < 18 ? 'afternoon' : 'evening';
  return { period: periodWord[period](), hour: (civilHour + 6) % 12 || 12, minute, second };
}

/** An instant's Ethiopian clock time in Addis Ababa, e.g. 18:30 EAT → "ከምሽቱ 12:30"; invalid → "". */
export function formatEthiopianClock(instant: string | number | Date): string {
  const clock = ethiopianClock(instant);
  return clock ? `${clock.period} ${clock.hour}:${String(clock.minute).padStart(2, '0')}` : '';
}

/**
 * An instant's date in the Ethiopian calendar (CLDR `am-ET-u-ca-ethiopic`) in Addis Ababa,
 * e.g. 2026-11-23T15:30Z → "ሰኞ፣ ኅዳር 14 2019"; the day turns at civil midnight. Invalid → "".
 */
export function formatEthiopianDate(instant: string | number | Date): string {
  const d = toDate(instant);
  return d ? ethiopicDate().format(d) : '';
}

/** Ethiopian date and Ethiopian clock together, e.g. "ሰኞ፣ ኅዳር 14 2019 ከምሽቱ 12:30"; invalid → "". */
export function formatEthiopianDateTime(instant: string | number | Date): string {
  const d = toDate(instant);
  return d ? `${formatEthiopianDate(d)} ${formatEthiopianClock(d)}` : '';
}

const gregorian = lazyDateFormat('en-US', {
  timeZone: ETHIOPIA_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * An instant for English readers: Gregorian date and the 12-hour clock in Addis Ababa time,
 * e.g. 2026-11-23T15:30Z → "Mon, Nov 23, 2026, 6:30 PM". Invalid → "".
 */
export function formatGregorianDateTime(instant: string | number | Date): string {
  const d = toDate(instant);
  return d ? gregorian().format(d) : '';
}

/**
 * A date and time in the reader's language, always in Addis Ababa time: Amharic (`am`) in the
 * Ethiopian calendar and clock ("ሰኞ፣ ኅዳር 14 2019 ከምሽቱ 12:30"), English (`en`) Gregorian with the
 * 12-hour clock ("Mon, Nov 23, 2026, 6:30 PM"). Invalid → "".
 */
export function formatDateTime(instant: string | number | Date, language: 'am' | 'en'): string {
  return language === 'am' ? formatEthiopianDateTime(instant) : formatGregorianDateTime(instant);
}

const specHistoryDate = lazyDateFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: ETHIOPIA_TIME_ZONE });

/**
 * A history row's date and time (spec §2.14, §2.15) in the reader's language, Addis Ababa time:
 * spec texts "23 Nov 2026, 12:10" (day, short month, year, 24-hour clock), Amharic and English as
 * `formatDateTime`. Invalid → "".
 */
export function formatHistoryDate(instant: string | number | Date, language: 'spec' | 'am' | 'en'): string {
  if (language !== 'spec') return formatDateTime(instant, language);
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? '' : specHistoryDate().format(d);
}

const shortDates = {
  spec: lazyDateFormat('en-GB', { day: '2-digit', month: 'short', timeZone: ETHIOPIA_TIME_ZONE }),
  en: lazyDateFormat('en-US', { month: 'short', day: 'numeric', timeZone: ETHIOPIA_TIME_ZONE }),
  am: lazyDateFormat('am-ET-u-ca-ethiopic', { month: 'long', day: 'numeric', timeZone: ETHIOPIA_TIME_ZONE }),
} as const;

/**
 * The day of `formatHistoryDate` without year and time, where a date must be short (a chart's axis),
 * in the same calendar and Addis Ababa time: spec texts "23 Nov", English "Nov 23", Amharic in the
 * Ethiopian calendar "ኅዳር 14". Invalid → "".
 */
export function formatShortDate(instant: string | number | Date, language: 'spec' | 'am' | 'en'): string {
  const d = toDate(instant);
  return d ? shortDates[language]().format(d) : '';
}

const years = {
  gregorian: lazyDateFormat('en-US', { year: 'numeric', timeZone: ETHIOPIA_TIME_ZONE }),
  ethiopic: lazyDateFormat('am-ET-u-ca-ethiopic', { year: 'numeric', timeZone: ETHIOPIA_TIME_ZONE }),
} as const;

/**
 * A day as a date filter shows it: `formatShortDate`'s day with its year, in the same calendar and
 * Addis Ababa time, in the order of the history rows' dates: spec texts "23 Nov 2026", English
 * "Nov 23, 2026", Amharic in the Ethiopian calendar "ኅዳር 14 2019". Invalid → "".
 */
export function formatDay(instant: string | number | Date, language: 'spec' | 'am' | 'en'): string {
  const d = toDate(instant);
  if (!d) return '';
  const year = (language === 'am' ? years.ethiopic : years.gregorian)().formatToParts(d).find((part) => part.type === 'year')?.value ?? '';
  return `${formatShortDate(d, language)}${language === 'en' ? ',' : ''} ${year}`;
}
