import { afterEach, describe, expect, test, vi } from 'vitest';
import { createErrorReporter, REPORT_RING_SIZE, type ReportSink } from './reporter';

// a module mock is the seam here: whether @sentry/react is imported at all is seen only at the module boundary
const sentry = vi.hoisted(() => ({ imported: vi.fn(), init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/react', () => {
  sentry.imported();
  return { init: sentry.init, captureException: sentry.captureException };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const quiet = () => ({ error: vi.spyOn(console, 'error').mockImplementation(() => undefined), warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined) });

function deferredSink() {
  const captured: [unknown, unknown][] = [];
  const sink: ReportSink = { capture: (error, context) => void captured.push([error, context]) };
  let resolve!: (s: ReportSink) => void;
  const load = vi.fn((_dsn: string) => new Promise<ReportSink>((r) => (resolve = r)));
  return { captured, sink, load, finish: () => resolve(sink) };
}

describe('reportError', () => {
  test('without a DSN nothing is loaded or sent: console and the ring only', async () => {
    const console_ = quiet();
    const load = vi.fn();
    const { reportError, recentReports } = createErrorReporter({ dsn: '', load });
    const error = new Error('bad payload');
    reportError(error, { kind: 'socket-payload', event: '_all_game_status' });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(console_.error).toHaveBeenCalledWith('[report] socket-payload:', error, { kind: 'socket-payload', event: '_all_game_status' });
    expect(recentReports()).toMatchObject([{ kind: 'socket-payload', message: 'bad payload', error, context: { event: '_all_game_status' } }]);
  });

  test('the app’s reportError has no DSN in tests and never imports @sentry/react', async () => {
    quiet();
    const { reportError, recentReports } = await import('./index');
    reportError('plain text', { kind: 'money-not-confirmed', call: 'transfer' });
    await vi.dynamicImportSettled();
    expect(sentry.imported).not.toHaveBeenCalled();
    expect(recentReports().at(-1)).toMatchObject({ kind: 'money-not-confirmed', message: 'plain text' });
  });

  test('with a DSN the loader runs once; reports made while it loads are queued and forwarded in order', async () => {
    quiet();
    const s = deferredSink();
    const { reportError } = createErrorReporter({ dsn: 'https://key@sentry.example/1', load: s.load });
    const first = new Error('first');
    reportError(first, { kind: 'boot' });
    reportError('second');
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.load).toHaveBeenCalledWith('https://key@sentry.example/1', { tokenStorageKey: undefined });
    expect(s.captured).toEqual([]);
    s.finish();
    await vi.waitFor(() => expect(s.captured).toHaveLength(2));
    reportError('third', { kind: 'render', route: '/stake' });
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.captured).toEqual([
      [first, { kind: 'boot' }],
      ['second', undefined],
      ['third', { kind: 'render', route: '/stake' }],
    ]);
  });

  test('a loader that fails is logged and tried again with the next report; nothing is lost meanwhile', async () => {
    const console_ = quiet();
    const s = deferredSink();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockImplementation(s.load);
    const { reportError } = createErrorReporter({ dsn: 'https://key@sentry.example/1', load });
    reportError('one');
    await vi.waitFor(() => expect(console_.warn).toHaveBeenCalledWith('[report] the error reporter did not load', expect.any(Error)));
    reportError('two');
    expect(load).toHaveBeenCalledTimes(2);
    s.finish();
    await vi.waitFor(() => expect(s.captured.map(([e]) => e)).toEqual(['one', 'two']));
  });

  test(`the ring keeps the last ${REPORT_RING_SIZE} reports`, () => {
    quiet();
    const { reportError, recentReports } = createErrorReporter({ dsn: '', load: vi.fn() });
    for (let i = 0; i < REPORT_RING_SIZE + 5; i++) reportError(new Error(`e${i}`));
    expect(recentReports()).toHaveLength(REPORT_RING_SIZE);
    expect(recentReports()[0].message).toBe('e5');
    expect(recentReports().at(-1)?.kind).toBe('error');
  });

  test('the Sentry loader initialises @sentry/react with the DSN, without its own global handlers, and tags the kind', async () => {
    const { loadSentry } = await import('./sentry');
    const sink = await loadSentry('https://key@sentry.example/1');
    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0][0];
    expect(options.dsn).toBe('https://key@sentry.example/1');
    const names = ['GlobalHandlers', 'BrowserApiErrors', 'BrowserSession', 'Dedupe', 'LinkedErrors'];
    expect(options.integrations(names.map((name) => ({ name }))).map((i: { name: string }) => i.name)).toEqual(['Dedupe', 'LinkedErrors']);
    const error = new Error('x');
    sink.capture(error, { kind: 'socket-payload', event: '_bingo_number_g1' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { kind: 'socket-payload' }, extra: { event: '_bingo_number_g1' } });
  });
});

describe('installGlobalErrorReporting', () => {
  test('uncaught errors and unhandled rejections of the window are reported; uninstall stops it', () => {
    quiet();
    const { installGlobalErrorReporting, recentReports } = createErrorReporter({ dsn: '', load: vi.fn() });
    const uninstall = installGlobalErrorReporting(window);
    expect(installGlobalErrorReporting(window)).toBe(uninstall);
    const error = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom', filename: 'app.js', lineno: 3, colno: 7 }));
    const reason = new Error('rejected');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() }));
    expect(recentReports()).toMatchObject([
      { kind: 'uncaught', error, context: { source: 'app.js', line: 3, column: 7 } },
      { kind: 'unhandledrejection', error: reason, message: 'rejected' },
    ]);
    const exposed = (window as unknown as { __cartelaReports(): unknown[] }).__cartelaReports();
    expect(exposed).toEqual([
      { kind: 'uncaught', message: 'boom', at: expect.any(Number) },
      { kind: 'unhandledrejection', message: 'rejected', at: expect.any(Number) },
    ]);
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    expect(recentReports()).toHaveLength(2);
    expect('__cartelaReports' in window).toBe(false);
  });
});
