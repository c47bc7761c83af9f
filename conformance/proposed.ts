import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { clientEvents } from '../socket-contracts/events';

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

/** HTTP statuses that mean "this proposed call is not offered" (openapi.yaml: 404 or 501). */
export const NOT_OFFERED = new Set([404, 501]);

/**
 * Provider states that set up a proposed feature (the responsible-play limits, the Telegram sign-in). A states endpoint of
 * a server without that feature answers 501 `{message}`: the interactions given that state are then
 * "proposed: not offered", not failed (docs/partners.md "Provider states of the pact").
 */
export const PROPOSED_STATES: ReadonlySet<string> = new Set([
  'a verified player 0911000001 with a daily stake limit of 50.00 ETB',
  'a verified player 0911000001 who deposited 60.00 ETB today under a daily deposit limit of 100.00 ETB',
  'Telegram user 700000001 is linked to player 0911000001',
  'Telegram user 700000009 is linked to no player',
]);
