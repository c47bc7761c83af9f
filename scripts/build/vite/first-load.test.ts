import { describe, expect, test } from 'vitest';
import { chunkCycles, sharedGroup, staticClosure } from './first-load';

const MESSAGES = '/app/src/shared/i18n/paraglide/messages/';
const graph: Record<string, { importedIds: string[]; code: string }> = {
  '/app/src/app/4-router/app.tsx': { importedIds: ['/app/src/pages/login.tsx', '/app/src/shared/i18n/index.ts'], code: 'm.common_crash_title' },
  '/app/src/pages/login.tsx': { importedIds: ['/app/src/shared/i18n/index.ts'], code: 'jsx(m.auth_login, {}); m.auth_phone({ x })' },
  '/app/src/shared/i18n/index.ts': { importedIds: [`${MESSAGES}_index.js`], code: '' },
  [`${MESSAGES}_index.js`]: { importedIds: ['auth_login', 'auth_phone', 'common_crash_title', 'game_bingo'].map((k) => `${MESSAGES}${k}.js`), code: '' },
  ...Object.fromEntries(['auth_login', 'auth_phone', 'common_crash_title', 'game_bingo'].map((k) => [`${MESSAGES}${k}.js`, { importedIds: [], code: '' }])),
};
const info = (id: string) => graph[id] ?? null;

describe('staticClosure (what a first-load chunk group takes)', () => {
  test('through the messages barrel it takes only the messages its modules name', () => {
    const closure = staticClosure(['/app/src/pages/login.tsx'], info);
    expect([...closure].filter((id) => id.startsWith(MESSAGES)).sort()).toEqual([`${MESSAGES}_index.js`, `${MESSAGES}auth_login.js`, `${MESSAGES}auth_phone.js`]);
    expect(closure.has(`${MESSAGES}game_bingo.js`)).toBe(false);
  });

  test('follows static imports: a module reached later adds its own messages', () => {
    const closure = staticClosure(['/app/src/app/4-router/app.tsx'], info);
    expect(closure.has('/app/src/pages/login.tsx')).toBe(true);
    expect(closure.has(`${MESSAGES}common_crash_title.js`)).toBe(true);
    expect(closure.has(`${MESSAGES}auth_login.js`)).toBe(true);
  });
});

describe('chunkCycles (no chunk may run before what it reads)', () => {
  test('finds a cycle between a route chunk and the group it imports', () => {
    expect(chunkCycles({ 'protected.js': ['game.js', 'i18n.js'], 'game.js': ['protected.js'], 'i18n.js': [] })).toEqual([
      'protected.js -> game.js -> protected.js',
    ]);
  });

  test('a tree of imports (shared chunks included) has none', () => {
    expect(chunkCycles({ 'index.js': ['app.js', 'react.js'], 'app.js': ['react.js'], 'game.js': ['app.js', 'react.js'], 'react.js': [] })).toEqual([]);
  });
});

describe('sharedGroup (what only one family of pages shares, in one chunk)', () => {
  const pages: Record<string, { importedIds: string[]; code: string }> = {
    '/r/stake': { importedIds: ['/e/board', '/e/game', '/s/api'], code: '' },
    '/r/picker': { importedIds: ['/e/board', '/e/game', '/f/picker'], code: '' },
    '/r/history': { importedIds: ['/e/board', '/f/history'], code: '' },
    '/app': { importedIds: ['/s/api'], code: '' },
    ...Object.fromEntries(['/e/board', '/e/game', '/s/api', '/f/picker', '/f/history'].map((id) => [id, { importedIds: [], code: '' }])),
  };
  const ctx = { getModuleInfo: (id: string) => pages[id] ?? null };
  const group = sharedGroup('game', ['/r/stake', '/r/picker'], ['/app'], ['/r/history']);
  const inGroup = (id: string) => group.name(id, ctx) === 'game';

  test('takes a module two pages of the family reach and no other page does', () => {
    expect(inGroup('/e/game')).toBe(true);
  });

  test("leaves a page's own module, what a page outside the family reaches, and what the app holds", () => {
    expect(['/r/stake', '/f/picker', '/e/board', '/s/api'].filter(inGroup)).toEqual([]);
  });
});
