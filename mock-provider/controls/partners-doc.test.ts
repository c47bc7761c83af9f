import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAME_STATES } from '../../conformance/states';
import { PACT_STATES } from './pact-states';

// A partner implements the provider states from docs/partners.md alone: every state the mock serves
// must be described there under its exact name.
const doc = readFileSync(resolve(import.meta.dirname, '../../docs/partners.md'), 'utf8');

describe('docs/partners.md describes every provider state', () => {
  test.each(Object.keys(PACT_STATES))('pact state "%s"', (name) => {
    expect(doc).toContain(`| \`${name}\` |`);
  });
  test.each(Object.values(GAME_STATES))('game state "%s"', (name) => {
    expect(doc).toContain(`| \`${name}\` |`);
  });
});
