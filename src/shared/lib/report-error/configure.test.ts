import { afterEach, expect, test, vi } from 'vitest';
import { createErrorReporter, type ReportSink } from './reporter';

afterEach(() => vi.restoreAllMocks());

test('the app configures the reporter at boot: before that reports stay on the device, after it they go to the DSN with the token key', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const captured: unknown[] = [];
  const sink: ReportSink = { capture: (error) => void captured.push(error) };
  const load = vi.fn(async () => sink);
  const { reportError, configure, recentReports } = createErrorReporter({ load });

  reportError('before boot');
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();

  configure({ dsn: 'https://key@sentry.example/1', tokenStorageKey: 'token' });
  reportError('after boot');
  expect(load).toHaveBeenCalledWith('https://key@sentry.example/1', { tokenStorageKey: 'token' });
  await vi.waitFor(() => expect(captured).toEqual(['after boot']));
  expect(recentReports().map((report) => report.message)).toEqual(['before boot', 'after boot']);
});
