import { parseArgs } from 'node:util';
import type { Account } from './partner';
import { runConformance } from './run';

/**
 * `npm run conformance -- --api https://partner.example/api --socket https://partner.example
 *  [--states https://partner.example/__pact/provider-states] [--wait-ms 180000]`
 * Players from CONFORMANCE_PLAYER_A / CONFORMANCE_PLAYER_B as `phone:password` (default: the demo
 * accounts 0911000001 and 0911000002 with cartela123). Prints one line per check and
 * `N passed, N failed`; exits 1 when a check failed, 2 on bad arguments.
 */
const { values } = parseArgs({
  options: { api: { type: 'string' }, socket: { type: 'string' }, states: { type: 'string' }, 'wait-ms': { type: 'string' } },
});
if (!values.api) {
  console.error('usage: npm run conformance -- --api https://…/api [--socket https://…] [--states https://…/state-change] [--wait-ms 180000]');
  process.exit(2);
}
const account = (value: string | undefined, fallback: string): Account => {
  const [phone, ...password] = (value ?? fallback).split(':');
  return { phone, password: password.join(':') };
};
const api = values.api.replace(/\/+$/, '');
const report = await runConformance({
  api,
  socket: (values.socket ?? new URL(api).origin).replace(/\/+$/, ''),
  states: values.states,
  players: [account(process.env.CONFORMANCE_PLAYER_A, '0911000001:cartela123'), account(process.env.CONFORMANCE_PLAYER_B, '0911000002:cartela123')],
  waitMs: Number(values['wait-ms'] ?? 180_000),
});
console.log(report.summary());
process.exit(report.failed === 0 ? 0 : 1);
