import { parseArgs } from 'node:util';
import type { Account } from './partner';
import { runConformance } from './run';

/**
 * `npm run conformance -- --api https://partner.example/api --socket https://partner.example
 *  [--states https://partner.example/__pact/provider-states] [--origin https://app.example] [--wait-ms 180000]`
 * Players from CONFORMANCE_PLAYER_A / CONFORMANCE_PLAYER_B as `phone:password`, one password each
 * (default: 0911000001 and 0911000002 with cartela123). With --states the run first sets both players
 * up with those passwords (docs/partners.md "Game states"). Prints one line per check and the summary;
 * exits 1 when a check failed or could not run, 2 on bad arguments.
 */
const { values } = parseArgs({
  options: { api: { type: 'string' }, socket: { type: 'string' }, states: { type: 'string' }, origin: { type: 'string' }, 'wait-ms': { type: 'string' } },
});
if (!values.api) {
  console.error('usage: npm run conformance -- --api https://…/api [--socket https://…] [--states https://…/state-change] [--origin https://app…] [--wait-ms 180000]');
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
  origin: values.origin,
  players: [account(process.env.CONFORMANCE_PLAYER_A, '0911000001:cartela123'), account(process.env.CONFORMANCE_PLAYER_B, '0911000002:cartela123')],
  waitMs: Number(values['wait-ms'] ?? 180_000),
});
console.log(report.summary());
process.exit(report.failed === 0 && report.notRun === 0 ? 0 : 1);
