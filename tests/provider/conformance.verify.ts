import { describe, expect, test } from 'vitest';
import { CONTRACT_FAULTS, startProviderServer, type ContractFault } from '@mock-provider/node';
import { runConformance } from '../../conformance/run';

/**
 * The conformance runner (npm run conformance) is honest: green against the mock provider, and red
 * against each deliberate contract breach with a line naming the field.
 */
const TIMING = { countdownMs: 600_000, callIntervalMs: 0, checkMs: 50, restartMs: 1_000, bots: 0, seed: 7 };
const AUTO = { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0 };

async function conformanceAgainst(contractFault?: ContractFault, world?: { proposedOff?: boolean; acksOff?: boolean }) {
  const server = await startProviderServer(0, TIMING, AUTO, { contractFault, world });
  const lines: string[] = [];
  try {
    const report = await runConformance(
      {
        api: `${server.url}/api`,
        socket: server.url,
        states: `${server.url}/__pact/provider-states`,
        players: [
          { phone: '0911000001', password: 'cartela123' },
          { phone: '0911000002', password: 'cartela123' },
        ],
        waitMs: 10_000,
      },
      (line) => lines.push(line),
    );
    return { report, lines };
  } finally {
    await server.close();
  }
}

/** The field each breach must be named by. */
const NAMED: Record<ContractFault, RegExp> = {
  'timer-bare-number': /^✗ _timer_update_ .*\(whole payload\) is number, expected an object with fields remainingTime$/,
  'winner-null': /^✗ _bingo_ on the winning board .* winner is missing or null/,
  'history-bare-array': /^✗ GET \/transactions\/history\/data\/\{phone\} .*\(whole payload\) is array, expected an object with fields data$/,
  'balance-string': /^✗ GET \/transactions\/balance\/\{phone\} — GET \/transactions\/balance\/\{phone\}: current_balance: expected a number, got "\d+\.\d{2}" \(string\)/,
};

describe('conformance runner', () => {
  test('every check passes against the mock provider: HTTP calls, a manual game to a win, a scheduled game to its result', async () => {
    const { report, lines } = await conformanceAgainst();
    expect(report.failed, lines.filter((l) => l.startsWith('✗')).join('\n')).toBe(0);
    expect(report.passed).toBeGreaterThanOrEqual(39);
    for (const name of [
      'states: the players',
      '_bingo_ on a board that has not won',
      '_bingo_ on the winning board',
      'purchase_cartela (0911000002',
      '_auto_bingo_number_ calls until _auto_bingo_result_',
      'join_auto_game on the finished game → _auto_bingo_result_ at once, or an ack with an error (spec §7)',
      'join_auto_game on the finished game is no refusal',
      'CORS preflight: OPTIONS /transactions/transfer',
      'a repeated Idempotency-Key gets the first answer',
      '_join_game_ acknowledgement',
      '_rejoin_game_ after the join, before the first call',
      'GET /limits',
      'chat: game_chat_open answers the chat',
      'chat: a second reaction within a second is refused rate_limited',
    ]) {
      expect(lines.some((l) => l.startsWith(`✓ ${name}`)), name).toBe(true);
    }
    expect(report.notOffered).toBe(0);
    expect(report.summary()).toMatch(new RegExp(`^${report.passed} passed, 0 failed \\(\\d+ required: \\d+ passed; \\d+ proposed: \\d+ passed, 0 not offered\\)$`));
  });

  test('a server without chat (MOCK_WORLD proposedOff): the chat checks are "proposed: not offered", nothing fails', async () => {
    const { report, lines } = await conformanceAgainst(undefined, { proposedOff: true });
    expect(report.failed, lines.filter((l) => l.startsWith('✗')).join('\n')).toBe(0);
    const chat = lines.filter((l) => l.includes('chat:'));
    expect(chat).toEqual([
      '○ chat: game_chat_open answers the chat; a reaction and a message reach the other player of the room by display name (proposed) — proposed: not offered (game_chat_open answered {error: "not offered"})',
      '○ chat: a second reaction within a second is refused rate_limited with retryAfter (proposed) — proposed: not offered (game_chat_open answered {error: "not offered"})',
    ]);
  });

  test.each(CONTRACT_FAULTS)('the breach %s fails the run with a line naming the field', async (fault) => {
    const { report, lines } = await conformanceAgainst(fault);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(lines.filter((l) => NAMED[fault].test(l)), lines.join('\n')).toHaveLength(1);
  });
});
