import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The message pacts ask no more of a server than the AsyncAPI document allows (HTTP is compared by
 * `npm run pact:openapi`). Two ways a pact can be stricter than the contract, both checked:
 * - an array matched with `min: n` where the schema allows fewer items (`minItems`), e.g. a result's
 *   `called_numbers` wanted non-empty where `[]` is allowed;
 * - a map (schema with `additionalProperties`, keys by `propertyNames`) whose keys are not under a
 *   matcher, so the pact fixes keys the server chooses (e.g. winning board ids).
 * A deviation the scenario itself guarantees is listed in SCENARIO with its reason.
 */
type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; minItems?: number; additionalProperties?: Schema | boolean; anyOf?: Schema[] };
interface Interaction {
  type?: string;
  description: string;
  contents?: { content?: unknown };
  matchingRules?: { body?: Record<string, { matchers: { match: string; min?: number }[] }> };
}

const root = resolve(import.meta.dirname, '..');
const pact = JSON.parse(readFileSync(resolve(root, 'pacts/cartela-web-cartela-provider.json'), 'utf8')) as { interactions: Interaction[] };
const asyncapi = JSON.parse(readFileSync(resolve(root, 'socket-contracts/asyncapi.json'), 'utf8')) as {
  channels: Record<string, { title?: string; messages?: Record<string, { payload?: Schema }> }>;
};

/** Deviations the scenario guarantees: description → path → why the server always sends that much there. */
const SCENARIO: Record<string, Record<string, string>> = {
  '_game_rejoined_{gameId}: the called numbers after a rejoin': { '$.numbers': 'a number is called before the rejoin', '$.calledNumbers': 'a number is called before the rejoin' },
  '_game_ended_{gameId}: every number called and no winner': { '$.data.called_numbers': 'every number was called' },
  '_game_ended_{gameId}: the game ended with a winner': {
    '$.data.called_numbers': 'a win needs calls',
    '$.data.winning_nums': 'a win has its winning numbers',
  },
  '_game_result_{gameId}: a winning claim with the winner and board': { '$.called_numbers': 'a win needs calls', '$.winning_nums': 'a win has its winning numbers' },
  '_updated_board_list_{gameId}: the boards taken in the game': { '$.gameBoards': 'the scenario has just picked a board' },
};

/** The payload schema of the channel a message description names (its words before ':'). */
function payloadOf(description: string): Schema | undefined {
  const title = description.split(':')[0];
  const channel = Object.values(asyncapi.channels).find((c) => c.title === title);
  return channel && Object.values(channel.messages ?? {})[0]?.payload;
}

/** The schema for an object property or array item, through `anyOf` (the non-null branch). */
const resolveSchema = (s: Schema | undefined): Schema | undefined => (s?.anyOf ? s.anyOf.find((x) => x.type !== 'null') : s);

/** Every disagreement of one message interaction with its schema, as `path: why`. */
function disagreements(i: Interaction, schema: Schema): string[] {
  const rules = i.matchingRules?.body ?? {};
  const out: string[] = [];
  const ruleAt = (path: string) => rules[path]?.matchers ?? [];
  const walk = (value: unknown, s: Schema | undefined, path: string, matched: boolean) => {
    s = resolveSchema(s);
    if (!s) return;
    const here = ruleAt(path);
    const typed = matched || here.some((m) => m.match === 'type' || m.match === 'values' || m.match === 'eachKey' || m.match === 'eachValue');
    if (Array.isArray(value)) {
      const min = here.find((m) => m.min !== undefined)?.min;
      if (min !== undefined && min > (s.minItems ?? 0)) out.push(`${path}: the pact wants at least ${min} item(s), the schema allows ${s.minItems ?? 0}`);
      value.forEach((v, k) => walk(v, s.items, rules[`${path}[*]`] ? `${path}[*]` : `${path}[${k}]`, matched));
      return;
    }
    if (value && typeof value === 'object') {
      const record = s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties;
      if (record && Object.keys(value).length > 0 && !here.some((m) => m.match === 'values' || m.match === 'eachKey' || m.match === 'eachValue')) {
        out.push(`${path}: the pact fixes the keys ${JSON.stringify(Object.keys(value))} of a map whose keys the server chooses`);
      }
      for (const [k, v] of Object.entries(value)) walk(v, record ? (s.additionalProperties as Schema) : s.properties?.[k], record ? `${path}.*` : `${path}.${k}`, typed && Boolean(record));
    }
  };
  walk(i.contents?.content, schema, '$', false);
  return out.filter((d) => !SCENARIO[i.description]?.[d.split(':')[0]]);
}

describe('message pacts agree with the AsyncAPI document', () => {
  const messages = pact.interactions.filter((i) => i.type !== undefined && i.type !== 'Synchronous/HTTP');

  test('every message pact names a channel of the AsyncAPI document', () => {
    expect(messages.filter((i) => !payloadOf(i.description)).map((i) => i.description)).toEqual([]);
  });

  test.each(messages.map((i) => [i.description, i] as const))('%s asks no more than the schema', (_d, i) => {
    expect(disagreements(i, payloadOf(i.description)!)).toEqual([]);
  });
});

describe('money interactions of the pact', () => {
  // a server that replays keys (once per player, path and key) must never answer one interaction with another's result
  test('each sends its own Idempotency-Key', () => {
    const keys = (pact.interactions as (Interaction & { request?: { headers?: Record<string, string | string[]> } })[])
      .map((i) => [i.description, i.request?.headers?.['Idempotency-Key']] as const)
      .filter(([, key]) => key !== undefined)
      .map(([description, key]) => [description, String(key)] as const);
    expect(keys.length).toBeGreaterThanOrEqual(9);
    const shared = keys.filter(([, key]) => keys.filter(([, k]) => k === key).length > 1).map(([d]) => d);
    expect(shared).toEqual([]);
  });
});
