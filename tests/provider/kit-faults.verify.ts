import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { startProviderServer } from '@mock-provider/node';
import type { ProviderContext } from './context';
import { MESSAGE_PRODUCERS } from './messages';
import { loadPacts } from './run-verifier';
import { STATES } from './states';

/**
 * The Pact verification names what is wrong: against the mock provider with a deliberate fault (the
 * balance answered as a string) and a states endpoint that cannot set one state up, the run fails
 * exactly those interactions, each naming the interaction, the field and what the server answered.
 * The run happens in a child process (./kit-faults-run.ts): the Pact core writes its failure
 * summary to stdout, and a self-test that goes as expected prints nothing of it.
 */
const DEPOSITED = 'a verified player 0911000001 with 500.00 ETB who deposited 150.00 ETB';
const TIMING = { countdownMs: 600_000, callIntervalMs: 0, checkMs: 20, restartMs: 600_000, bots: 0, seed: 7 };
const AUTO = { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0 };

/** Runs ./kit-faults-run.ts; its result line, and everything it printed (read only by the assertions). */
function verifyTheWrongMock(): { failed: number; report: string; output: string } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'kit-faults-run.ts')], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, KIT_REFUSED_STATE: DEPOSITED },
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${child.stdout}\n${child.stderr}`;
  const line = child.stdout.split('\n').find((l) => l.startsWith('KIT-RESULT '));
  if (!line) throw new Error(`the self-test run gave no result (exit ${child.status}):\n${output.slice(-4000)}`);
  return { ...(JSON.parse(line.slice('KIT-RESULT '.length)) as { failed: number; report: string }), output };
}

describe('pact verification of a wrong server', () => {
  test('a wrong field type and a failed state each fail their interaction, named; the Pact core’s own failure summary stays in the child', () => {
    const { failed, report, output } = verifyTheWrongMock();
    expect(output, 'the child ran the verification').toMatch(/Verification unsuccessful|There were 2 pact failures/);
    const lines = report.split('\n');
    // the balance: the interaction, the field, the rule and the server's value
    const balance = lines.findIndex((l) => l === '✗ a balance request for 0911000002');
    expect(balance, report).toBeGreaterThanOrEqual(0);
    expect(lines[balance + 1]).toBe('    given: a verified player 0911000002 with 1000.00 ETB and 50.00 promo');
    expect(lines[balance + 2], report).toMatch(/^ {4}\$\.current_balance: .*to be a number \(expected 1000, the server answered "1000\.00"\)$/);
    // the failed state: its interaction fails with the state's answer
    const state = lines.findIndex((l) => l === '✗ a request for the transaction history for display');
    expect(state, report).toBeGreaterThanOrEqual(0);
    expect(lines[state + 2], report).toMatch(new RegExp(`^ {4}the state failed: provider state "${DEPOSITED}" \\(setup, params .*\\) answered 400: this server cannot set up`));
    expect(lines.slice(state + 3).join('\n')).toMatch(/^ {4}.*\n? {4}status: expected 200 but was 500/m);
    expect(failed, report).toBe(2);
    // every interaction of the pact counts; two of them fail
    const total = loadPacts().reduce((n, { pact }) => n + pact.interactions.length, 0);
    expect(lines.at(-1)).toBe(`${total - 2} of ${total} verified, 2 failed`);
  });
});

/**
 * A states endpoint in front of `statesUrl` that answers as a partner's may, without the optional
 * `tokens` (so the kit must log in itself); on a free port.
 */
async function statesWithoutTokens(statesUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void fetch(statesUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then(async (answer) => {
        const { tokens: _tokens, ...rest } = ((await answer.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(rest));
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => void proxy.close(() => resolve())) };
}

describe('a states endpoint is told every password the kit logs in with', () => {
  test('a scenario acting as players its states did not name sets them up through the game state first', async () => {
    // a server whose players have passwords the client's demo does not know, and whose states answer no tokens
    const accounts = { '0911000001': { password: 'not-the-demo-1' }, '0911000002': { password: 'not-the-demo-2' } };
    const server = await startProviderServer(0, TIMING, AUTO, { world: { accounts } });
    const states = await statesWithoutTokens(`${server.url}/__pact/provider-states`);
    try {
      const ctx: ProviderContext = { baseUrl: server.url, socketUrl: server.url, statesUrl: states.url, tokens: new Map(), passwords: new Map() };
      await STATES['one scheduled game running'](ctx, { firstStartsInMinutes: 10 });
      const call = await MESSAGE_PRODUCERS['_auto_bingo_number_{gameId}: a scheduled game number call'](ctx);
      expect(call).toMatchObject({ number: expect.any(Number) });
    } finally {
      await states.close();
      await server.close();
    }
  });
});
