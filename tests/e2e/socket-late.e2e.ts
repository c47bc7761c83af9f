import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageFiles } from '../../scripts/measure/page-files';
import { netDir } from './servers';

// The game pages' screens paint before the socket's two heavy halves run (src/shared/socket/load.ts):
// socket.io-client and the contract's zod parsers of every payload load after the first paint, each
// evaluated in a task of its own, so neither adds to the long task of the page's own chunks.

/** The pages that open the socket. */
const SOCKET_PAGES = ['/stake', '/boardSelector', '/gameWindow/$betAmount', '/autoBoardSelector/$gameId', '/autoGamePlay/$gameId'];
/** socket.io-client (with engine.io and its parser) and the socket contract's schemas with their parse. */
const LATE = /^node_modules\/(socket\.io-client|engine\.io-client|socket\.io-parser)\/|^socket-contracts\/(index|events|schemas|auto-schemas|chat-schemas)\.ts$|^src\/shared\/socket\/parse\.ts$/;

describe('the socket loads after the game screens paint (production build)', () => {
  test('no game page needs socket.io-client or the socket contract\'s schemas before its screen paints; the build has them, loaded later', () => {
    const dist = netDir();
    const chunks = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8')) as Record<string, { modules: Record<string, number> }>;
    const late = (file: string) => Object.keys(chunks[file]?.modules ?? {}).filter((m) => LATE.test(m));
    const pages = pageFiles(dist).filter((p) => SOCKET_PAGES.includes(p.page));
    expect(pages.map((p) => p.page).sort()).toEqual([...SOCKET_PAGES].sort());
    for (const page of pages) expect({ page: page.page, late: page.screenFiles.flatMap(late) }).toEqual({ page: page.page, late: [] });
    const loadedLater = Object.keys(chunks).flatMap(late);
    expect(loadedLater).toContain('src/shared/socket/parse.ts');
    expect(loadedLater).toContain('socket-contracts/schemas.ts');
    expect(loadedLater.some((m) => m.startsWith('node_modules/socket.io-client/'))).toBe(true);
  });
});
