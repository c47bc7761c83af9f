import { expect, test } from 'vitest';
import { formatAmharicTime, formatClockTime, formatListCountdown, formatLocalTime, secondsUntil } from './index';
import { setLocale } from '@/shared/i18n/paraglide/runtime.js';

test('seconds until a moment, never below 0', () => {
  expect(secondsUntil(10_000, 0)).toBe(10);
  expect(secondsUntil(10_001, 0)).toBe(11);
  expect(secondsUntil(0, 5_000)).toBe(0);
});

test('list countdown: the app\'s countdown format, then Done (spec §2.12)', () => {
  expect(formatListCountdown(5)).toBe('0:05');
  expect(formatListCountdown(3661)).toBe('1:01:01');
  expect(formatListCountdown(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('2 d 03:04:05');
  expect(formatListCountdown(0)).toBe('Done');
  expect(formatListCountdown(-10)).toBe('Done');
  setLocale('am', { reload: false });
  expect(formatListCountdown(0)).toBe('ተጀምሯል');
  setLocale('en', { reload: false });
  expect(formatListCountdown(0)).toBe('Done');
});

test('Amharic time: Ethiopian calendar in Ethiopia time, through Intl/CLDR (spec §2.12)', () => {
  // 2026-11-23 18:30 in Addis Ababa is Monday 14 Hidar 2019 in the Ethiopian calendar
  expect(formatAmharicTime('2026-11-23T15:30:00Z')).toBe('ሰኞ፣ ኅዳር 14 2019 6:30 ከሰዓት');
  // Ethiopian new year: 11 September 2026 (Gregorian) is 1 Meskerem 2019
  expect(formatAmharicTime('2026-09-11T06:05:00Z')).toBe('ዓርብ፣ መስከረም 1 2019 9:05 ጥዋት');
  // an instant before local midnight in UTC is already the next day in Addis Ababa
  expect(formatAmharicTime('2026-11-23T22:00:00Z')).toBe('ማክሰኞ፣ ኅዳር 15 2019 1:00 ጥዋት');
  // Ethiopian Christmas (Genna): 7 January 2027 is 29 Tahsas 2019
  expect(formatAmharicTime('2027-01-07T03:00:00Z')).toBe('ሐሙስ፣ ታኅሣሥ 29 2019 6:00 ጥዋት');
  expect(formatAmharicTime('not a date')).toBe('');
});

test('local start time in a given locale and zone', () => {
  expect(formatLocalTime('2026-11-23T15:30:00Z', 'en-US', 'UTC')).toBe('Nov 23, 2026, 3:30 PM');
  expect(formatLocalTime('nope')).toBe('');
});

test('a call time: HH:MM:SS in Addis Ababa (UTC+3), 24-hour; invalid → ""', () => {
  expect(formatClockTime(Date.parse('2026-11-26T10:04:05.900Z'), 'spec')).toBe('13:04:05');
  expect(formatClockTime(Date.parse('2026-11-26T21:00:00Z'), 'spec')).toBe('00:00:00');
  expect(formatClockTime(Number.NaN, 'spec')).toBe('');
  // Amharic: the Ethiopian clock (hours from 6 AM / 6 PM); English: the 12-hour clock
  expect(formatClockTime(Date.parse('2026-11-26T15:30:05Z'), 'am')).toBe('ከምሽቱ 12:30:05');
  expect(formatClockTime(Date.parse('2026-11-26T04:00:09Z'), 'am')).toBe('ከጠዋቱ 1:00:09');
  expect(formatClockTime(Date.parse('2026-11-26T21:00:00Z'), 'am')).toBe('ከሌሊቱ 6:00:00');
  expect(formatClockTime(Date.parse('2026-11-26T15:30:05Z'), 'en')).toBe('6:30:05 PM');
  expect(formatClockTime(Number.NaN, 'am')).toBe('');
});
