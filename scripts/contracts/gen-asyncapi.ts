// npm run gen:asyncapi: writes socket-contracts/asyncapi.json (AsyncAPI 3.0) from the zod event
// catalogue in socket-contracts/events.ts, the same source the client's socket types derive from.
// npm run check:asyncapi: fails when the committed file is not what the catalogue generates now,
// or when @asyncapi/parser reports an error in it.
//
// Every export of socket-contracts/index.ts (the entry the app imports) that is an event catalogue
// (an object whose entries are `fixed(...)` / `perGame(...)` definitions) is included, so events
// and catalogues added later appear without a change here. The export's name says the direction: a name containing "client" = the client emits
// (the provider receives), "server" = the provider emits (the client listens). Any other name fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Parser } from '@asyncapi/parser';
import { parse } from 'yaml';
import { z } from 'zod/mini';
import * as contracts from '../../socket-contracts/index';

const { SOCKET_OPTIONS } = contracts;

const OUT = resolve(import.meta.dirname, '../../socket-contracts/asyncapi.json');
// One contract version for both documents: the AsyncAPI document's info.version is openapi.yaml's
// (semver; bumped and released as CHANGELOG.md says), so the two can never differ.
const CONTRACT_VERSION = (parse(readFileSync(resolve(import.meta.dirname, '../../openapi/openapi.yaml'), 'utf8')) as { info?: { version?: unknown } }).info?.version;
if (typeof CONTRACT_VERSION !== 'string' || !/^\d+\.\d+\.\d+$/.test(CONTRACT_VERSION)) {
  throw new Error(`openapi/openapi.yaml info.version must be a semver version MAJOR.MINOR.PATCH, got ${JSON.stringify(CONTRACT_VERSION)}`);
}
const check = process.argv.includes('--check');

interface Definition {
  kind: 'fixed' | 'perGame';
  play?: string;
  name?: string;
  prefix?: string;
  schema: z.ZodMiniType;
  ack?: z.ZodMiniType;
  doc: string;
  specStatus?: 'proposed';
  proposed?: string;
}

const isDefinition = (v: unknown): v is Definition =>
  typeof v === 'object' && v !== null && ((v as Definition).kind === 'fixed' || (v as Definition).kind === 'perGame') && 'schema' in v;

/** JSON Schema (draft-07, the AsyncAPI schema dialect) of what the receiving side must accept. */
function jsonSchema(schema: z.ZodMiniType): Record<string, unknown> | undefined {
  if (schema instanceof z.ZodMiniUndefined) return undefined; // the event carries no payload
  const out = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete out.$schema;
  // zod writes Number.MAX_SAFE_INTEGER bounds on every int; they are noise for partners
  return JSON.parse(JSON.stringify(out), (_k, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (v.maximum === Number.MAX_SAFE_INTEGER) delete v.maximum;
      if (v.minimum === Number.MIN_SAFE_INTEGER) delete v.minimum;
    }
    return v;
  });
}

type Direction = 'client' | 'server';

function directionOf(exportName: string): Direction {
  if (/client/i.test(exportName)) return 'client';
  if (/server/i.test(exportName)) return 'server';
  throw new Error(`socket-contracts export "${exportName}": name it with "client" (client emits) or "server" (server emits)`);
}

// Examples: the socket messages of the pact (pacts/), the payloads the client's consumer tests and the
// provider verification agree on. A message interaction's description starts with the event's
// address (`_game_result_{gameId}: …`) or `<event> acknowledgement: …`.
const PACT = resolve(import.meta.dirname, '../../pacts/cartela-web-cartela-provider.json');
interface PactMessage { description: string; contents?: { content?: unknown } }
const pactMessages = (JSON.parse(readFileSync(PACT, 'utf8')) as { interactions: (PactMessage & { type: string })[] }).interactions.filter((i) => /Message/.test(i.type));
function examplesOf(address: string, ack: boolean): { name: string; summary: string; payload: unknown }[] {
  const head = ack ? `${address} acknowledgement:` : `${address}:`;
  return pactMessages
    .filter((m) => m.description.startsWith(head) && m.contents?.content !== undefined)
    .map((m, i) => ({ name: `pact${i + 1}`, summary: m.description.slice(head.length).trim(), payload: m.contents!.content }));
}

const channels: Record<string, unknown> = {};
const operations: Record<string, unknown> = {};
const counts = { client: 0, server: 0, perGame: 0, acks: 0 };

const seen = new Set<unknown>();
for (const [exportName, value] of Object.entries(contracts)) {
  if (typeof value !== 'object' || value === null || seen.has(value)) continue;
  seen.add(value);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0 || !entries.every(([, d]) => isDefinition(d))) continue;
  const direction = directionOf(exportName);
  for (const [key, raw] of entries) {
    const def = raw as Definition;
    const perGame = def.kind === 'perGame';
    const address = perGame ? `${def.prefix}{gameId}` : def.name!;
    if (channels[key]) throw new Error(`duplicate event key ${key} (in ${exportName})`);
    counts[direction]++;
    if (perGame) counts.perGame++;
    const payload = jsonSchema(def.schema);
    const message: Record<string, unknown> = {
      name: address,
      title: address,
      summary: def.doc,
      contentType: 'application/json',
      ...(payload ? { payload } : {}),
      ...(examplesOf(address, false).length > 0 ? { examples: examplesOf(address, false) } : {}),
      'x-socketio-event': perGame ? { prefix: def.prefix, perGame: true } : { name: def.name, perGame: false },
    };
    // a proposed event (fixed or per game), or a proposed change (ack, request id) to an event the spec shows
    const status = def.specStatus ? { 'x-spec-status': def.specStatus } : def.proposed ? { 'x-spec-status': 'proposed', 'x-proposed-change': def.proposed } : {};
    // which game screen sends or hears it: manual, scheduled, or `game` (either mode's room)
    const play = def.play ? { 'x-play': def.play } : {};
    channels[key] = {
      ...status,
      ...play,
      address,
      title: address,
      description: `${def.doc}${perGame ? ' Per game: the Socket.IO event name is the prefix followed by the game id.' : ''}`,
      messages: { [key]: message },
      ...(perGame ? { parameters: { gameId: { description: 'The game id from the request_initial_boardlist acknowledgement (or the scheduled game id).' } } } : {}),
    };
    const operation: Record<string, unknown> = {
      // the document describes the provider: it receives what the client emits and sends what the client listens to
      ...status,
      action: direction === 'client' ? 'receive' : 'send',
      channel: { $ref: `#/channels/${key}` },
      summary: def.doc,
      messages: [{ $ref: `#/channels/${key}/messages/${key}` }],
    };
    if (def.ack) {
      counts.acks++;
      const ackKey = `${key}Ack`;
      const ackPayload = jsonSchema(def.ack);
      channels[ackKey] = {
        ...(def.proposed || def.specStatus ? { 'x-spec-status': 'proposed' } : {}),
        title: `${address} acknowledgement`,
        description: `The Socket.IO acknowledgement the provider calls for ${address} (no event name of its own).`,
        messages: {
          [ackKey]: {
            name: `${address} ack`,
            title: `${address} acknowledgement`,
            contentType: 'application/json',
            ...(ackPayload ? { payload: ackPayload } : {}),
            ...(examplesOf(address, true).length > 0 ? { examples: examplesOf(address, true) } : {}),
          },
        },
      };
      operation.reply = { channel: { $ref: `#/channels/${ackKey}` }, messages: [{ $ref: `#/channels/${ackKey}/messages/${ackKey}` }] };
    }
    operations[`${direction === 'client' ? 'receive' : 'send'}${key[0]!.toUpperCase()}${key.slice(1)}`] = operation;
  }
}

const doc = {
  asyncapi: '3.0.0',
  info: {
    title: 'Cartela provider Socket.IO events',
    version: CONTRACT_VERSION,
    description: [
      'The Socket.IO events between the Cartela bingo client and the provider (spec §7), generated by',
      '`npm run gen:asyncapi` from the zod schemas in socket-contracts/ — do not edit by hand.',
      'This document is written from the provider\'s side: `receive` operations are events the client emits,',
      '`send` operations are events the client listens to. Per-game events are named prefix + game id',
      '(e.g. `_bingo_number_g10-1`); their channel address carries a `{gameId}` parameter.',
      'Each channel\'s `x-play` names its play: `manual` (spec §7 manual play), `scheduled` (scheduled games) or `game`',
      '(a game\'s room in either mode, e.g. the proposed reactions and chat).',
      'Each event is one JSON argument; an acknowledgement is the Socket.IO ack callback\'s one argument.',
      `Connection: Socket.IO v4, path ${SOCKET_OPTIONS.path}, transports ${SOCKET_OPTIONS.transports.join(' then ')},`,
      `unlimited reconnection with delay ${SOCKET_OPTIONS.reconnectionDelay}–${SOCKET_OPTIONS.reconnectionDelayMax} ms,`,
      `randomization ${SOCKET_OPTIONS.randomizationFactor}, connection timeout ${SOCKET_OPTIONS.timeout} ms. See socket-contracts/README.md for the order of events.`,
      '',
      'Identity (x-spec-status: proposed): the client connects with the Socket.IO handshake `auth: { token }`, the same bearer',
      'token as HTTP, read afresh on every reconnect. The server takes the player from that token, refuses a connection',
      'without a valid one with the connect error message `unauthorized` (the client then ends the session as on an',
      'HTTP 401), and refuses any event whose `phone` differs from the token\'s player (error ack, or the event\'s own error',
      'answer). The `phone` fields stay for servers built from the spec. Reason: spec §7 names the player only by phone,',
      'so anyone who knows a phone number could spend that player\'s balance.',
      '',
      'Tolerant reading: in every payload the provider sends, `null` and an absent optional field mean the same.',
      '',
      `Contract version ${CONTRACT_VERSION}, the same as openapi/openapi.yaml's (one version for both contracts; changes in CHANGELOG.md).`,
    ].join('\n'),
  },
  defaultContentType: 'application/json',
  servers: {
    mockProvider: {
      host: '127.0.0.1:8787',
      protocol: 'ws',
      pathname: SOCKET_OPTIONS.path,
      description: 'The mock provider (`npm run provider`); Socket.IO v4 over WebSocket, with HTTP long-polling as fallback.',
      'x-spec-status': 'proposed',
      'x-socketio-auth': {
        description: 'Socket.IO handshake auth object sent with the CONNECT packet (proposed). A missing or unknown token is refused with a connect error whose message is `unauthorized`.',
        schema: { type: 'object', required: ['token'], properties: { token: { type: 'string', description: 'The bearer token of POST /users/login/ (the same one as HTTP Authorization: Bearer).' } } },
      },
    },
  },
  channels,
  operations,
};

const text = `${JSON.stringify(doc, null, 2)}\n`;
const summary = `${counts.client} client→server and ${counts.server} server→client events (${counts.perGame} per game, ${counts.acks} with an acknowledgement)`;

// AsyncAPI 3.0 is what partners were promised; the parser's "newer version exists" hint is not a finding
const diagnostics = (await new Parser().validate(text)).filter((d) => d.code !== 'asyncapi-latest-version');
const errors = diagnostics.filter((d) => d.severity === 0);
for (const d of diagnostics) console[d.severity === 0 ? 'error' : 'warn'](`asyncapi ${d.severity === 0 ? 'error' : 'warning'}: ${d.message} at ${d.path.join('.')}`);
if (errors.length > 0) {
  console.error(`AsyncAPI document is invalid (${errors.length} errors)`);
  process.exit(1);
}

if (check) {
  let committed = '';
  try {
    committed = readFileSync(OUT, 'utf8');
  } catch {
    /* missing file: reported below */
  }
  if (committed !== text) {
    console.error('check:asyncapi: socket-contracts/asyncapi.json is not current; run `npm run gen:asyncapi` and commit it.');
    process.exit(1);
  }
  console.log(`check:asyncapi: socket-contracts/asyncapi.json is current and valid AsyncAPI 3.0: ${summary}.`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote socket-contracts/asyncapi.json: ${summary}.`);
}
