import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { clientEvents, serverEvents, type ClientEventKey, type ServerEventKey } from '@contracts/socket';
import { parseClientAck, parseServerEvent } from '@/shared/socket/parse';
import { payload, valid, type Schema } from './zod-arbitrary';

/**
 * Property-based fuzzing of the one parse step between the socket and every model (spec §7,
 * socket-contracts/README.md "Null and absent mean the same"): 10 000 generated payloads per server
 * event and per acknowledgement — valid edge cases (nulls for optional fields, extra fields,
 * boundary numbers, long and unicode strings) and broken ones (wrong types, missing fields, any
 * value). The parse never throws, accepts every valid one, and what it accepts passes the contract.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const serverKeys = Object.keys(serverEvents) as ServerEventKey[];
const ackKeys = (Object.keys(clientEvents) as ClientEventKey[]).filter((k) => (clientEvents[k] as { ack?: unknown }).ack);

describe(`socket parse: ${RUNS} payloads per event`, () => {
  test.each(serverKeys)('server event %s: never throws; valid edge cases are read; what is read passes the contract', (key) => {
    const schema = serverEvents[key].schema as unknown as Schema & { safeParse(v: unknown): { success: boolean } };
    fc.assert(
      fc.property(payload(schema), (p) => {
        const r = parseServerEvent(key, p);
        if (r.ok) expect(schema.safeParse(r.data).success).toBe(true);
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(valid(schema), (p) => {
        expect(parseServerEvent(key, p).ok).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS / 10) },
    );
  });

  test.each(ackKeys)('ack of %s: never throws; valid edge cases are read', (key) => {
    const schema = (clientEvents[key] as unknown as { ack: Schema }).ack;
    fc.assert(
      fc.property(payload(schema), (p) => {
        parseClientAck(key, p);
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(valid(schema), (p) => {
        expect(parseClientAck(key, p).ok).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS / 10) },
    );
  });
});
