import { describe, expect, test } from 'vitest';
import { parseAnswer } from '../src/shared/api/http/validate';
import { parseClientAck, parseServerEvent } from '../src/shared/socket/parse';
import { optionalPaths, serverExamples, withNull } from '../tests/e2e/fault-payloads';
import { clientEvents, serverEvents, type ClientEventKey, type ServerEventKey } from './index';

/** Tolerant reader: in every server payload, `null` and an absent optional field mean the same. */
describe('null variants of every optional field of every server event', () => {
  const examples = serverExamples('g10-1');
  const keys = Object.keys(serverEvents) as ServerEventKey[];

  test('every server event has an example that passes its contract', () => {
    for (const key of keys) expect(parseServerEvent(key, examples[key]), key).toMatchObject({ ok: true });
  });

  const variants = keys.flatMap((key) => optionalPaths(serverEvents[key].schema as never).map((path) => [key, path] as const));
  test('the contract has optional fields to test (a walk that finds none proves nothing)', () => {
    expect(variants.length).toBeGreaterThanOrEqual(10);
  });

  test.each(variants)('%s with %s: null is read as absent', (key, path) => {
    const parsed = parseServerEvent(key, withNull(examples[key], path));
    expect(parsed.ok).toBe(true);
    let at = (parsed as { data: Record<string, unknown> }).data;
    for (const k of path.split('.').slice(0, -1)) at = at[k] as Record<string, unknown>;
    expect(path.split('.').at(-1)! in at).toBe(false);
  });

  test('a required field sent as null is still refused', () => {
    expect(parseServerEvent('bingoNumber', { letter: 'B', number: null }).ok).toBe(false);
    expect(parseServerEvent('gameResult', { ...(examples.gameResult as object), message: null }).ok).toBe(false);
  });

  test('array elements stay as they are: a null free centre of board_numbers is kept', () => {
    const board = (examples.gameResult as { board_numbers: (number | null)[][] }).board_numbers.map((c) => [...c]);
    board[2][2] = null;
    const parsed = parseServerEvent('gameResult', { ...(examples.gameResult as object), board_numbers: board });
    expect(parsed.ok && parsed.data.board_numbers?.[2][2]).toBe(null);
  });
});

describe('null variants of every optional field of every acknowledgement', () => {
  const full: Record<string, unknown> = { status: 'success', gameId: 'g10-1', message: 'ok', success: true, error: 'refused' };
  const acks = (Object.keys(clientEvents) as ClientEventKey[]).flatMap((key) => {
    const ack = (clientEvents[key] as { ack?: never }).ack;
    return ack ? optionalPaths(ack).map((path) => [key, path] as const) : [];
  });
  test.each(acks)('%s ack with %s: null is read as absent', (key, path) => {
    const parsed = parseClientAck(key, { ...full, [path]: null });
    expect(parsed.ok).toBe(true);
    expect(path in (parsed as { data: object }).data).toBe(false);
  });
});

describe('HTTP answers read null as absent too', () => {
  test('an optional field sent as null passes the generated schema; a required one does not', async () => {
    const zod = await import('../src/shared/api/generated/zod/index.zod');
    expect(parseAnswer(zod.DepositRequestResponse, { message: 'created', reference: null, url: null }, 'depositRequest')).toEqual({ message: 'created' });
    expect(() => parseAnswer(zod.GetBalanceResponse, { current_balance: null, promo_balance: 0 }, 'balance')).toThrow();
  });
});
