import { afterEach, expect, test, vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

test('loading the time helpers builds no date formatter; each is built once, on its first use', async () => {
  let made = 0;
  Intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      made += 1;
    }
  } as typeof Intl.DateTimeFormat;
  vi.resetModules();
  const time = await import('./index');
  expect(made).toBe(0);
  const at = Date.UTC(2026, 10, 23, 15, 30);
  expect(time.formatShortDate(at, 'en')).toBe('Nov 23');
  expect(time.formatShortDate(at + 86_400_000, 'en')).toBe('Nov 24');
  expect(made).toBe(1);
  expect(time.formatDay(at, 'am')).toBe('ኅዳር 14 2019');
  expect(made).toBe(3);
});
