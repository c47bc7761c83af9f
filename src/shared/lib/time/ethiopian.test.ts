import { describe, expect, test } from 'vitest';
import { m } from '@/shared/i18n';
import { setLocale } from '@/shared/i18n/paraglide/runtime.js';
import {
  ethiopianClock,
  formatDateTime,
  formatEthiopianClock,
  formatEthiopianDate,
  formatEthiopianDateTime,
  formatGregorianDateTime,
  formatShortDate,
  formatDay,
} from './ethiopian';

// Fixed instants in UTC; Addis Ababa is UTC+3 all year.
describe('the Ethiopian clock (hours from 6 AM / 6 PM, Addis Ababa time)', () => {
  test.each([
    ['2026-11-23T15:30:00Z', 'ከምሽቱ 12:30'], // 18:30
    ['2026-11-23T09:00:00Z', 'ከቀኑ 6:00'], // noon
    ['2026-11-23T08:59:00Z', 'ከጠዋቱ 5:59'], // 11:59
    ['2026-11-23T21:00:00Z', 'ከሌሊቱ 6:00'], // midnight
    ['2026-11-23T20:59:00Z', 'ከምሽቱ 5:59'], // 23:59
    ['2026-11-23T03:00:00Z', 'ከጠዋቱ 12:00'], // 06:00
    ['2026-11-23T02:59:00Z', 'ከሌሊቱ 11:59'], // 05:59
    ['2026-11-23T04:05:00Z', 'ከጠዋቱ 1:05'], // 07:05
    ['2026-11-23T15:00:00Z', 'ከምሽቱ 12:00'], // 18:00
  ])('%s → %s', (instant, expected) => {
    expect(formatEthiopianClock(instant)).toBe(expected);
  });

  test('the parts: period, hour 1–12, minute, second', () => {
    expect(ethiopianClock('2026-11-23T16:45:07Z')).toEqual({ period: 'ከምሽቱ', hour: 1, minute: 45, second: 7 });
  });

  test('the day periods are the Amharic catalogue\'s words (day_period_*), on a page in any language', () => {
    const am = { locale: 'am' } as const;
    setLocale('en', { reload: false });
    expect(['2026-11-23T04:05:00Z', '2026-11-23T09:00:00Z', '2026-11-23T15:30:00Z', '2026-11-23T21:00:00Z'].map((instant) => ethiopianClock(instant)?.period)).toEqual([
      m.day_period_morning({}, am),
      m.day_period_afternoon({}, am),
      m.day_period_evening({}, am),
      m.day_period_night({}, am),
    ]);
    expect(formatEthiopianClock('2026-11-23T15:30:00Z')).toBe(`${m.day_period_evening({}, am)} 12:30`);
  });

  test('an invalid instant gives nothing', () => {
    expect(ethiopianClock('not a date')).toBeNull();
    expect(formatEthiopianClock('not a date')).toBe('');
    expect(formatEthiopianDateTime(Number.NaN)).toBe('');
  });
});

describe('the Ethiopian calendar', () => {
  test.each([
    // Meskerem 1 (Ethiopian New Year) begins at civil midnight in Addis Ababa
    ['2026-09-10T20:59:00Z', 'ሐሙስ፣ ጳጉሜን 5 2018'],
    ['2026-09-10T21:00:00Z', 'ዓርብ፣ መስከረም 1 2019'],
    // 2019 is a leap year: Pagume has a sixth day
    ['2027-09-11T00:00:00Z', 'ቅዳሜ፣ ጳጉሜን 6 2019'],
    ['2027-09-11T21:00:00Z', 'እሑድ፣ መስከረም 1 2020'],
    // a month boundary inside the year: Tikimt 30 → Hidar 1
    ['2026-11-09T20:59:00Z', 'ሰኞ፣ ጥቅምት 30 2019'],
    ['2026-11-09T21:00:00Z', 'ማክሰኞ፣ ኅዳር 1 2019'],
  ])('%s → %s', (instant, expected) => {
    expect(formatEthiopianDate(instant)).toBe(expected);
  });

  test('date and clock together', () => {
    expect(formatEthiopianDateTime('2026-11-23T15:30:00Z')).toBe('ሰኞ፣ ኅዳር 14 2019 ከምሽቱ 12:30');
  });
});

describe('a date and time in the reader\'s language (Addis Ababa time in both)', () => {
  test.each([
    ['2026-11-23T15:30:00Z', 'ሰኞ፣ ኅዳር 14 2019 ከምሽቱ 12:30', 'Mon, Nov 23, 2026, 6:30 PM'],
    ['2026-11-23T09:00:00Z', 'ሰኞ፣ ኅዳር 14 2019 ከቀኑ 6:00', 'Mon, Nov 23, 2026, 12:00 PM'], // noon
    ['2026-11-23T21:00:00Z', 'ማክሰኞ፣ ኅዳር 15 2019 ከሌሊቱ 6:00', 'Tue, Nov 24, 2026, 12:00 AM'], // midnight
    ['2026-09-10T21:00:00Z', 'ዓርብ፣ መስከረም 1 2019 ከሌሊቱ 6:00', 'Fri, Sep 11, 2026, 12:00 AM'], // Meskerem 1
    ['2027-09-11T00:00:00Z', 'ቅዳሜ፣ ጳጉሜን 6 2019 ከሌሊቱ 9:00', 'Sat, Sep 11, 2027, 3:00 AM'], // Pagume 6
  ])('%s → %s | %s', (instant, amharic, english) => {
    expect(formatDateTime(instant, 'am')).toBe(amharic);
    expect(formatDateTime(instant, 'en')).toBe(english);
    expect(formatGregorianDateTime(instant)).toBe(english);
  });

  test('an invalid instant gives nothing', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDateTime('not a date', 'am')).toBe('');
  });
});

describe('formatShortDate (a chart axis: the day in the reader\'s calendar)', () => {
  test('spec "23 Nov", English "Nov 23", Amharic in the Ethiopian calendar, Addis Ababa day', () => {
    // 22:30 UTC is already the next day in Addis Ababa
    expect(formatShortDate('2026-11-22T22:30:00Z', 'spec')).toBe('23 Nov');
    expect(formatShortDate('2026-11-22T22:30:00Z', 'en')).toBe('Nov 23');
    expect(formatShortDate('2026-11-22T22:30:00Z', 'am')).toBe('ኅዳር 14');
    expect(formatShortDate('nope', 'en')).toBe('');
  });
});

describe("formatDay (a date filter: the chart's day with its year, in the reader's calendar)", () => {
  test('spec "23 Nov 2026", English "Nov 23, 2026", Amharic "ኅዳር 14 2019" (Ethiopian year), Addis Ababa day', () => {
    // 22:30 UTC is already the next day in Addis Ababa
    expect(formatDay('2026-11-22T22:30:00Z', 'spec')).toBe('23 Nov 2026');
    expect(formatDay('2026-11-22T22:30:00Z', 'en')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-22T22:30:00Z', 'am')).toBe('ኅዳር 14 2019');
    // the Ethiopian year turns on Meskerem 1 (11 September), not on 1 January
    expect(formatDay('2027-01-10T09:00:00Z', 'am')).toBe('ጥር 2 2019');
    expect(formatDay('2026-09-11T09:00:00Z', 'am')).toBe('መስከረም 1 2019');
    expect(formatDay('nope', 'en')).toBe('');
  });
});
