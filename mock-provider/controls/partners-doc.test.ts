import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAME_STATES } from '../../provider-states';
import { PACT_STATES } from './pact-states';

// A partner implements the provider states from docs/partners.md alone: every state the mock serves
// must be described there under its exact name, with every param the pact sends it.
const doc = readFileSync(resolve(import.meta.dirname, '../../docs/partners.md'), 'utf8');
const pact = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../pacts/cartela-web-cartela-provider.json'), 'utf8')) as {
  interactions: { providerStates?: { name: string; params?: Record<string, unknown> }[] }[];
};

/** The params the pact sends with each state. */
const paramsOf = new Map<string, Set<string>>();
for (const i of pact.interactions) for (const s of i.providerStates ?? []) for (const p of Object.keys(s.params ?? {})) paramsOf.set(s.name, (paramsOf.get(s.name) ?? new Set()).add(p));

/** The params a player state row may name at once as "the player's params". */
const PLAYER_PARAMS = ['phone', 'username', 'password', 'verified', 'balance', 'promo'];

describe('docs/partners.md describes every provider state', () => {
  test.each(Object.keys(PACT_STATES))('pact state "%s"', (name) => {
    expect(doc).toContain(`| \`${name}\` |`);
  });
  test.each(Object.values(GAME_STATES))('game state "%s"', (name) => {
    expect(doc).toContain(`| \`${name}\` |`);
  });
  test.each([...paramsOf.keys()])('every param the pact sends with "%s" is in its row', (name) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${name}\` |`)) ?? '';
    const named = (p: string) => row.includes(`\`${p}\``) || (row.includes("the player's params") && PLAYER_PARAMS.includes(p));
    expect([...paramsOf.get(name)!].filter((p) => !named(p))).toEqual([]);
  });
});
