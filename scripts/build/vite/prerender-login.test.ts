import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LOGIN_MARKUP_CHOOSER, prerenderTemplates, type ShellMarkup } from './prerender-login';

/**
 * The inline chooser of the built index.html (scripts/build/vite/prerender-login.ts), run in a document
 * shaped like the build's: which language's login markup it shows, and when it shows none.
 */
function document_(session?: ShellMarkup['session']): void {
  document.head.innerHTML = '<template id="first-load-scripts"><link rel="modulepreload" href="/assets/app-1.js"></template>';
  document.body.innerHTML =
    '<div id="root"></div>' +
    ['spec', 'am', 'en'].map((l) => `<template id="login-${l}"><main><form><input name="phone"></form><h1>${l}</h1></main></template>`).join('') +
    prerenderTemplates({ spec: '', am: '', en: '' }, { spec: shellOf('spec', session), am: shellOf('am', session), en: shellOf('en', session) }).replace(/<template id="login-[^"]+"><\/template>/g, '');
}

/** A language's logged-in shell as the build renders it, in miniature (`session`: a real-server build's). */
function shellOf(language: string, session?: ShellMarkup['session']): ShellMarkup {
  return {
    layout: `<header><span data-balance-slot="">Balance: …</span></header><main aria-busy="true"></main>`,
    headings: {
      stake: { markup: `<h1>${language} stake</h1>`, param: false },
      gameWindow: { markup: `<h1>${language} live</h1>`, param: true },
    },
    session,
  };
}

/** What `#root` shows of the logged-in shell: its heading inside the busy main, and how it is marked. */
function shellShown(path: string) {
  const shown = run(path);
  const root = document.getElementById('root')!;
  return {
    heading: root.querySelector('header + main[aria-busy="true"] > h1')?.textContent ?? null,
    shell: root.dataset.shell ?? null,
    busy: root.getAttribute('aria-busy'),
    inert: shown.inert,
    preloads: shown.preloads,
  };
}

function run(path: string): { shown: string | null; preloads: number; inert: boolean } {
  window.history.replaceState(null, '', path);
  // the chooser is a script of its own in the page; here it runs as one too
  new Function(LOGIN_MARKUP_CHOOSER)();
  const root = document.getElementById('root')!;
  return {
    shown: root.querySelector('h1')?.textContent ?? null,
    preloads: document.head.querySelectorAll('link[rel="modulepreload"]').length,
    inert: root.hasAttribute('aria-disabled'),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document_();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the login markup chooser', () => {
  test('/auth without a session: the default language, marked for hydration, inert; the app scripts only after the first paint', async () => {
    expect(run('/auth')).toEqual({ shown: 'spec', preloads: 0, inert: true });
    expect(document.getElementById('root')!.dataset.prerendered).toBe('spec');
    expect(document.documentElement.lang).toBe('en');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(document.head.querySelectorAll('link[rel="modulepreload"]').length).toBe(1);
  });

  test("the device's language: Amharic markup and <html lang=am>; an unknown choice gives the default", () => {
    localStorage.setItem('cartela.language', 'am');
    expect(run('/auth/').shown).toBe('am');
    expect(document.documentElement.lang).toBe('am');
    document_();
    localStorage.setItem('cartela.language', 'fr');
    expect(run('/auth').shown).toBe('spec');
  });

  test('a stored token: no login markup (the app goes on to the game pages), the app scripts at once', () => {
    localStorage.setItem('token', 'abc');
    expect(run('/auth')).toEqual({ shown: null, preloads: 1, inert: false });
  });

  test('a Telegram launch, in the hash or kept from before a reload: no login markup', () => {
    expect(run('/auth#tgWebAppData=user%3D1&tgWebAppVersion=8.0').shown).toBeNull();
    document_();
    sessionStorage.setItem('cartela.telegram.launch', 'tgWebAppData=user%3D1');
    expect(run('/auth').shown).toBeNull();
  });

  test('another path, or a notice above the form: no login markup', () => {
    expect(run('/gameType').shown).toBeNull();
    document_();
    expect(run('/auth?notice=signup').shown).toBeNull();
    document_();
    expect(run('/auth?redirect=%2Fstake').shown).toBe('spec');
  });
});

describe('the logged-in shell chooser (a returning player)', () => {
  beforeEach(() => localStorage.setItem('token', 'abc'));

  test('a logged-in page with a stored token: the header and a busy main with that page\'s heading, inert, marked; the app scripts only after the first paint', async () => {
    expect(shellShown('/stake')).toEqual({ heading: 'spec stake', shell: 'spec', busy: 'true', inert: true, preloads: 0 });
    expect(document.getElementById('root')!.dataset.prerendered).toBeUndefined();
    const scripts = document.getElementById('first-load-scripts') as HTMLTemplateElement & { done?: number };
    expect(scripts.done).toBeUndefined();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    // (an earlier test's one-second fallback may add its copy too: counted by the template's own flag)
    expect(scripts.done).toBe(1);
  });

  test("the device's language, and a route's one more segment only where the route takes it", () => {
    localStorage.setItem('cartela.language', 'am');
    expect(shellShown('/gameWindow/10').heading).toBe('am live');
    expect(document.documentElement.lang).toBe('am');
    document_();
    expect(shellShown('/stake/').heading).toBe('am stake');
    for (const path of ['/gameWindow', '/gameWindow/', '/stake/10', '/gameWindow/10/x', '/profile', '/', '/auth']) {
      document_();
      expect(shellShown(path), path).toEqual({ heading: null, shell: null, busy: null, inert: false, preloads: 1 });
    }
  });

  test('a logged-out visitor (no token) never sees the shell', () => {
    localStorage.removeItem('token');
    expect(shellShown('/stake')).toEqual({ heading: null, shell: null, busy: null, inert: false, preloads: 1 });
    expect(document.getElementById('root')!.childElementCount).toBe(0);
  });

  test('a Telegram launch or offline: no shell, the app scripts at once', () => {
    expect(shellShown('/stake#tgWebAppData=user%3D1').shell).toBeNull();
    document_();
    sessionStorage.setItem('cartela.telegram.launch', 'tgWebAppData=user%3D1');
    expect(shellShown('/stake').shell).toBeNull();
    sessionStorage.clear();
    document_();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shellShown('/stake')).toEqual({ heading: null, shell: null, busy: null, inert: false, preloads: 1 });
    online.mockRestore();
  });
});

describe("the logged-in shell's early session check (a real-server build)", () => {
  const SESSION = { url: 'https://api.test/api/users/get_user_info', balance: 'ቀሪ ሂሳብ: {amount} ብር' };
  const slot = () => document.querySelector('#root [data-balance-slot]')!.textContent;
  /** Lets the stubbed answer and the chooser's reading of it settle. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  let requests: { url: string; authorization: string | null }[];

  function answerWith(status: number, body: unknown) {
    requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, authorization: new Headers(init.headers).get('Authorization') });
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
  }

  beforeEach(() => {
    localStorage.setItem('token', 'abc');
    document_(SESSION);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { cartelaEarlyGet?: unknown }).cartelaEarlyGet;
  });

  test('the check starts with the stored token and is handed to the app; its balance shows in the shell, in the shell\'s words, as formatEtb writes it', async () => {
    answerWith(200, { user: { phone: '0911000001' }, credit_balance: { current_balance: 12345.5, promo_balance: 7 } });
    expect(shellShown('/stake').shell).toBe('spec');
    expect(requests).toEqual([{ url: SESSION.url, authorization: 'Bearer abc' }]);
    const handed = (window as { cartelaEarlyGet?: { url: string; authorization: string; answer: Promise<Response> } }).cartelaEarlyGet!;
    expect({ url: handed.url, authorization: handed.authorization }).toEqual({ url: SESSION.url, authorization: 'Bearer abc' });
    await settled();
    expect(slot()).toBe('ቀሪ ሂሳብ: 12,345.50 ብር +7.00');
    // the app reads the same answer's body (the chooser read a copy)
    await expect((await handed.answer).json()).resolves.toMatchObject({ user: { phone: '0911000001' } });
  });

  test('an answer without a usable balance, a refusal, or one that comes after the app took over leaves the balance to the app', async () => {
    for (const [status, body] of [
      [200, { credit_balance: { current_balance: '12.00' } }],
      [200, { credit_balance: null }],
      [401, { message: 'expired' }],
    ] as const) {
      answerWith(status, body);
      document_(SESSION);
      shellShown('/stake');
      await settled();
      expect(slot(), JSON.stringify(body)).toBe('Balance: …');
    }
    answerWith(200, { credit_balance: { current_balance: 5, promo_balance: 0 } });
    document_(SESSION);
    shellShown('/stake');
    delete document.getElementById('root')!.dataset.shell;
    await settled();
    expect(slot()).toBe('Balance: …');
  });

  test('no check without a session URL (a mock build), without a token, or where no shell shows', () => {
    answerWith(200, {});
    document_();
    shellShown('/stake');
    localStorage.removeItem('token');
    document_(SESSION);
    shellShown('/stake');
    localStorage.setItem('token', 'abc');
    document_(SESSION);
    shellShown('/auth');
    expect(requests).toEqual([]);
    expect((window as { cartelaEarlyGet?: unknown }).cartelaEarlyGet).toBeUndefined();
  });
});

describe('prerenderTemplates (the build step)', () => {
  test('per language: the login page, the layout, and each heading with data-param where the route takes a segment', () => {
    const html = prerenderTemplates({ spec: '<p>s</p>', am: '<p>a</p>', en: '<p>e</p>' }, { spec: shellOf('spec'), am: shellOf('am'), en: shellOf('en') });
    expect(html).toContain('<template id="login-am"><p>a</p></template>');
    expect(html).toContain('<template id="shell-en"><header><span data-balance-slot="">Balance: …</span></header><main aria-busy="true"></main></template>');
    const withSession = prerenderTemplates({ spec: '', am: '', en: '' }, { spec: shellOf('spec', { url: 'https://api.test/api/users/get_user_info?a=1&b="2"', balance: 'Balance: {amount} ETB' }), am: shellOf('am'), en: shellOf('en') });
    expect(withSession).toContain('<template id="shell-spec" data-session="https://api.test/api/users/get_user_info?a=1&amp;b=&quot;2&quot;" data-balance="Balance: {amount} ETB">');
    expect(html).toContain('<template id="heading-spec-gameWindow" data-param><h1>spec live</h1></template>');
    expect(html).toContain('<template id="heading-en-stake"><h1>en stake</h1></template>');
  });

  test('a page name that is not one path segment fails the build', () => {
    const bad = { layout: '', headings: { 'a"b': { markup: '', param: false } } };
    expect(() => prerenderTemplates({ spec: '', am: '', en: '' }, { spec: bad, am: bad, en: bad })).toThrow(/not one path segment/);
  });
});

describe('when the chooser loads the app after showing markup', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('where paint timing is there: once the first contentful paint is reported, not at the animation frame', async () => {
    let report!: (list: { getEntriesByName(name: string): unknown[] }) => void;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    run('/auth');
    const scripts = document.getElementById('first-load-scripts') as HTMLTemplateElement & { done?: number };
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(scripts.done).toBeUndefined();
    report({ getEntriesByName: () => [] });
    expect(scripts.done).toBeUndefined();
    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(scripts.done).toBe(1);
  });

  test('a hidden tab (it paints nothing): at once', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    expect(run('/auth').shown).toBe('spec');
    expect((document.getElementById('first-load-scripts') as HTMLTemplateElement & { done?: number }).done).toBe(1);
    hidden.mockRestore();
  });
});

describe('Telegram’s colours from the first paint', () => {
  const theme = { bg_color: '#ffffff', text_color: '#000000', secondary_bg_color: '#f4f4f5' };
  const first = () => ['--tg-first-bg', '--tg-first-text'].map((p) => document.documentElement.style.getPropertyValue(p));
  const hash = (t: object) => `#tgWebAppData=x&tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(t))}`;
  afterEach(() => {
    delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.theme;
  });

  test('with Telegram’s native side: the launch theme’s page and text colours (the page secondary where sections come)', () => {
    (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
    run(`/${hash(theme)}`);
    expect(first()).toEqual(['#ffffff', '#000000']);
    document.documentElement.removeAttribute('style');
    run(`/${hash({ ...theme, section_bg_color: '#ffffff' })}`);
    expect(first()).toEqual(['#f4f4f5', '#000000']);
    // not a colour: nothing
    document.documentElement.removeAttribute('style');
    run(`/${hash({ bg_color: 'red;x', text_color: 'url(x)' })}`);
    expect(first()).toEqual(['', '']);
  });

  test('a plain tab with the same address: the app’s own colours', () => {
    run(`/${hash(theme)}`);
    expect(first()).toEqual(['', '']);
  });

  test('inside Telegram the root is marked for Telegram’s colours, whatever theme the player chose', () => {
    localStorage.setItem('cartela.theme', 'light');
    (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
    run(`/${hash(theme)}`);
    expect(document.documentElement.dataset.theme).toBe('telegram');
  });
});

describe('the player’s colour theme from the first paint', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  test('a stored light or dark choice marks the root before anything paints; none, or an unknown value, leaves the system’s', () => {
    for (const [stored, shown] of [['light', 'light'], ['dark', 'dark'], [null, undefined], ['blue', undefined]] as const) {
      delete document.documentElement.dataset.theme;
      if (stored === null) localStorage.removeItem('cartela.theme');
      else localStorage.setItem('cartela.theme', stored);
      run('/auth');
      expect(document.documentElement.dataset.theme, String(stored)).toBe(shown);
    }
  });

  test("the browser's bar: a stored choice gives both theme-color metas its palette's colour; none leaves each its system setting's", () => {
    const bars = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
    for (const [stored, shown] of [['light', ['#f4f6fa', '#f4f6fa']], ['dark', ['#0f172a', '#0f172a']], [null, ['#0f172a', '#f4f6fa']]] as const) {
      document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" content="#0f172a" media="(prefers-color-scheme: dark)"><meta name="theme-color" content="#f4f6fa" media="(prefers-color-scheme: light)">');
      if (stored === null) localStorage.removeItem('cartela.theme');
      else localStorage.setItem('cartela.theme', stored);
      run('/auth');
      expect(bars(), String(stored)).toEqual(shown);
      for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
    }
  });
});
