/**
 * How start times are written in Amharic (spec §2.12): locale, Ethiopian calendar, Ethiopia's time
 * zone (East Africa Time, UTC+3) and the parts shown. Its own module, free of imports, so the build's
 * font subset (scripts/build/vite/ethiopic-font.ts) formats with exactly these options.
 */
export const ETHIOPIA_TIME_ZONE = 'Africa/Addis_Ababa';

export const AMHARIC_TIME_LOCALE = 'am-ET';

export const AMHARIC_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  calendar: 'ethiopic',
  timeZone: ETHIOPIA_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
