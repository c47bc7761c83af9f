import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { clientEvents, serverEventLabel, serverEvents, type ServerEventKey } from '../socket-contracts/events';

/**
 * What the contracts mark `x-spec-status: proposed` (one tag in openapi.yaml and in the AsyncAPI
 * document generated from socket-contracts): the partner kit reports these apart. A proposed call
 * that a server does not offer (HTTP 404 or 501, or no acknowledgement) is "proposed: not offered",
 * never a failure; a proposed call that is offered is checked like any other.
 */

/** One proposed HTTP operation: method, the OpenAPI path and a matcher for request paths under `/api`. */
export interface ProposedOperation {
  method: string;
  path: string;
  matches: RegExp;
}

/** Every operation marked `x-spec-status: proposed` in openapi/openapi.yaml. */
export function proposedOperations(file = resolve(import.meta.dirname, '../openapi/openapi.yaml')): ProposedOperation[] {
  const doc = parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, { 'x-spec-status'?: string } | undefined>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op && typeof op === 'object' && op['x-spec-status'] === 'proposed')
      .map(([method]) => ({
        method: method.toUpperCase(),
        path,
        matches: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\/$/, '')}/?(\\?.*)?$`),
      })),
  );
}

/** The proposed operation a request (`/api/...` path) falls under, if any. */
export function proposedOperationOf(method: string, path: string, ops = proposedOperations()): ProposedOperation | undefined {
  return ops.find((op) => op.method === method.toUpperCase() && op.matches.test(path));
}

/** Client events whose acknowledgement is a proposed change (socket-contracts `proposed` with an ack). */
export const PROPOSED_ACK_EVENTS: ReadonlySet<string> = new Set(
  Object.values(clientEvents)
    .filter((def) => 'proposed' in def && Boolean(def.proposed) && Boolean(def.ack))
    .map((def) => def.name),
);

/**
 * Client events that are proposed as a whole (`specStatus: 'proposed'`, not in the spec) and have an
 * acknowledgement: the chat's `game_chat_open`, `game_reaction` and `game_chat_message`. A server
 * without them answers `{error}` or no ack ("not offered").
 */
export const PROPOSED_EVENT_ACKS: ReadonlySet<string> = new Set(
  Object.values(clientEvents)
    .filter((def) => 'specStatus' in def && def.specStatus === 'proposed' && Boolean(def.ack))
    .map((def) => def.name),
);

/** Server events proposed as a whole (`specStatus: 'proposed'`): the chat's broadcasts. Their labels (`_game_reaction_{gameId}`). */
export const PROPOSED_SERVER_EVENTS: readonly string[] = (Object.keys(serverEvents) as ServerEventKey[])
  .filter((key) => (serverEvents[key] as { specStatus?: string }).specStatus === 'proposed')
  .map(serverEventLabel);

/**
 * Whether a message interaction (by its description, which starts with its event) is about a
 * proposed event as a whole: the acknowledgement of one, or one of its broadcasts. A server without
 * it is "proposed: not offered" on all of them (found by one probe of `game_chat_open`).
 */
export function isProposedEventMessage(description: string): boolean {
  const ack = /^(\S+) acknowledgement/.exec(description)?.[1];
  if (ack !== undefined) return PROPOSED_EVENT_ACKS.has(ack);
  return PROPOSED_SERVER_EVENTS.some((label) => description.startsWith(`${label}:`));
}

/** The probe of the chat (a proposed event as a whole): `game_chat_open` of no game; an ack `{error}` or none means not offered. */
export const CHAT_PROBE = { event: clientEvents.chatOpen.name, payload: { gameId: 'kit-probe-unknown-game' } } as const;

/** HTTP statuses that mean "this proposed call is not offered" (openapi.yaml: 404 or 501). */
export const NOT_OFFERED = new Set([404, 501]);

/** The proposed states live in the states table (./index.ts). */
export { PROPOSED_STATES } from './index';
