import { parseArgs } from 'node:util';
import { runConformance } from '../../conformance/run';
import type { Account } from '../../conformance/partner';
import type { ProviderContext } from './context';
import { verifyPacts } from './run-verifier';

/**
 * `npm run partner -- --base https://staging.partner.example --states https://…/__pact/provider-states
 *  [--socket https://…] [--origin https://app.example]`: the whole partner kit against one server, and
 * nothing else (no self-check of the mock provider): the Pact verification (every interaction of
 * pacts/), then the conformance run. Players: CONFORMANCE_PLAYER_A / CONFORMANCE_PLAYER_B as
 * `phone:password` (default 0911000001 and 0911000002 with cartela123).
 * Prints both reports and a last line with both totals; exits 1 when anything failed or did not run
 * for a reason other than a proposed call not offered, 2 on bad arguments.
 */
const { values } = parseArgs({
  options: { base: { type: 'string' }, states: { type: 'string' }, socket: { type: 'string' }, origin: { type: 'string' }, 'wait-ms': { type: 'string' } },
});
if (!values.base) {
  console.error('usage: npm run partner -- --base https://… [--states https://…/provider-states] [--socket https://…] [--origin https://app…]');
  process.exit(2);
}
const base = values.base.replace(/\/+$/, '');
const socket = (values.socket ?? base).replace(/\/+$/, '');
const account = (value: string | undefined, fallback: string): Account => {
  const [phone, ...password] = (value ?? fallback).split(':');
  return { phone, password: password.join(':') };
};
const players: [Account, Account] = [account(process.env.CONFORMANCE_PLAYER_A, '0911000001:cartela123'), account(process.env.CONFORMANCE_PLAYER_B, '0911000002:cartela123')];

const started = Date.now();
console.log(`== Pact verification (pacts/) against ${base} ==`);
const ctx: ProviderContext = { baseUrl: base, socketUrl: socket, statesUrl: values.states, tokens: new Map(), passwords: new Map() };
const pact = await verifyPacts(ctx, { external: true, logLevel: process.env.PACT_LOG_LEVEL ?? 'error' });
console.log(pact.report);

console.log(`\n== Conformance run against ${base}/api ==`);
const report = await runConformance({ api: `${base}/api`, socket, states: values.states, origin: values.origin, players, waitMs: Number(values['wait-ms'] ?? 180_000) });
console.log(report.summary());

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\npact: ${pact.report.split('\n').at(-1)}; conformance: ${report.summary()} (${seconds} s)`);
process.exit(pact.failed === 0 && report.failed === 0 && report.notRun === 0 ? 0 : 1);
