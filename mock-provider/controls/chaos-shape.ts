import { clientEventOf, clientEvents, serverEventOf, serverEvents } from '@contracts/socket';

/**
 * How chaos mode (chaos.ts) dresses a payload the way another honest server might: `null` for the
 * optional fields it leaves out, and phones in another of the forms players write them. Pure: the
 * chaos layer draws whether and which, these helpers do it.
 */

/** A zod schema as far as the walk needs it (zod 4's public `def`). */
export type Schema = { def: { type: string; shape?: Record<string, Schema>; innerType?: Schema } };

/** The phone forms of Ethiopian numbers in server answers: +2519…, 2519…, 09…. */
export const PHONE_FORMATS = ['+251', '251', '0'] as const;
export type PhoneFormat = (typeof PHONE_FORMATS)[number];

/** Paths (keys) of every optional property of an object schema, nested objects included. */
function optionalPaths(schema: Schema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const def = schema.def;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return optionalPaths(def.innerType, prefix);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    const path = [...prefix, key];
    return [...(field.def.type === 'optional' ? [path] : []), ...optionalPaths(field, path)];
  });
}

/** The contract schema of a server event by its wire name (fixed, or per-game prefix + game id). */
export const serverSchemaOf = (event: string): Schema | undefined => {
  const known = serverEventOf(event);
  return known && (serverEvents[known.key].schema as unknown as Schema);
};

/** The contract schema of a client event's acknowledgement by the event's wire name. */
export const ackSchemaOf = (event: string): Schema | undefined => {
  const key = clientEventOf(event);
  return key && ((clientEvents[key] as { ack?: unknown }).ack as Schema | undefined);
};

/**
 * A copy of `payload` with, when `nulls`, every absent optional field of `schema` as `null`, and
 * every phone (`…phone…` fields, strings or maps of strings, written 09…) in `format`. Says whether
 * it set any null and whether it rewrote phones. Input untouched.
 */
export function shapePayload(payload: unknown, schema: Schema | undefined, { nulls, format }: { nulls: boolean; format: PhoneFormat }): { payload: unknown; nulled: boolean; phones: boolean } {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { payload, nulled: false, phones: false };
  let out = payload as Record<string, unknown>;
  let nulled = false;
  const paths = nulls ? optionalPaths(schema) : [];
  if (paths.length) {
    out = structuredClone(out);
    for (const path of paths) {
      let at: unknown = out;
      for (const key of path.slice(0, -1)) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
      if (!at || typeof at !== 'object' || Array.isArray(at)) continue;
      const last = path.at(-1)!;
      if ((at as Record<string, unknown>)[last] === undefined) {
        (at as Record<string, unknown>)[last] = null;
        nulled = true;
      }
    }
  }
  const keys = format === '0' ? [] : Object.keys(out).filter((k) => /phone/i.test(k));
  if (!keys.length) return { payload: out, nulled, phones: false };
  const reformat = (v: unknown) => (typeof v === 'string' && /^09\d{8}$/.test(v) ? `${format}${v.slice(1)}` : v);
  const phoned = { ...out };
  for (const k of keys) {
    const v = phoned[k];
    if (typeof v === 'string') phoned[k] = reformat(v);
    else if (v && typeof v === 'object' && !Array.isArray(v)) phoned[k] = Object.fromEntries(Object.entries(v).map(([mk, mv]) => [mk, reformat(mv)]));
  }
  return { payload: phoned, nulled, phones: true };
}

/**
 * The optional fields of the JSON answers (200/201) of openapi.yaml that have any, by path template
 * (after `/api`): `a.b` a nested field, `a[].b` a field of each element of the array `a`. chaos.test.ts
 * checks the table against openapi.yaml, so it follows the contract.
 */
export const HTTP_OPTIONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  '/users/create/': ['token'],
  '/users/get_user_info': ['telegram', 'telegram.username', 'activeGame', 'activeGame.boardIds'],
  '/transactions/depositRequest': ['message', 'reference', 'url'],
  '/transactions/withdrawlRequest': ['message'],
  '/transactions/history/{id}': ['data[].idempotency_key'],
  '/transactions/history/data/{id}': ['data[].idempotency_key'],
  '/users/get_games_by_date_and_phone': ['data[].pattern'],
  '/wallet/transactions/{phone}/': ['data[].idempotency_key'],
  '/limits': ['daily_deposit_limit', 'daily_stake_limit', 'break_until', 'chat_off'],
  '/limits/break': ['daily_deposit_limit', 'daily_stake_limit', 'break_until', 'chat_off'],
  '/limits/chat': ['daily_deposit_limit', 'daily_stake_limit', 'break_until', 'chat_off'],
};

const TEMPLATES = Object.keys(HTTP_OPTIONAL_FIELDS).map((t) => ({ t, re: new RegExp(`^${t.replace(/\{\w+\}/g, '[^/]+')}$`) }));
/** The path template of `HTTP_OPTIONAL_FIELDS` an HTTP path (after `/api`) belongs to, if any. */
export const httpTemplateOf = (path: string): string | undefined => TEMPLATES.find(({ re }) => re.test(path))?.t;

/** Sets every absent field at `path` (segments; `x[]` walks each element of array `x`) to null; whether it set any. */
function nullAt(at: unknown, path: string[]): boolean {
  if (!at || typeof at !== 'object' || Array.isArray(at)) return false;
  const [head, ...rest] = path;
  const obj = at as Record<string, unknown>;
  if (head.endsWith('[]')) {
    const list = obj[head.slice(0, -2)];
    return Array.isArray(list) ? list.map((item) => nullAt(item, rest)).some(Boolean) : false;
  }
  if (rest.length) return nullAt(obj[head], rest);
  if (obj[head] !== undefined) return false;
  obj[head] = null;
  return true;
}

/** `value` with every phone (`…phone…` fields at any depth, strings or maps of strings, written 09…) in `format`; whether it rewrote any. */
function phonesIn(value: unknown, format: PhoneFormat, inPhone = false): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    const changed = inPhone && format !== '0' && /^09\d{8}$/.test(value);
    return { value: changed ? `${format}${value.slice(1)}` : value, changed };
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => phonesIn(v, format, inPhone));
    return { value: items.map((i) => i.value), changed: items.some((i) => i.changed) };
  }
  if (!value || typeof value !== 'object') return { value, changed: false };
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const r = phonesIn(v, format, inPhone || /phone/i.test(k));
    out[k] = r.value;
    changed ||= r.changed;
  }
  return { value: out, changed };
}

/**
 * An HTTP JSON answer of `path` (after `/api`) dressed as another honest server might: with `nulls`,
 * every absent optional field of `HTTP_OPTIONAL_FIELDS` as `null`; every phone in `format`. Says
 * whether it set any null and whether it rewrote phones. Input untouched.
 */
export function shapeHttpAnswer(path: string, body: unknown, { nulls, format }: { nulls: boolean; format: PhoneFormat }): { payload: unknown; nulled: boolean; phones: boolean } {
  const template = nulls ? httpTemplateOf(path) : undefined;
  const copy = structuredClone(body);
  let nulled = false;
  for (const field of template ? HTTP_OPTIONAL_FIELDS[template] : []) nulled = nullAt(copy, field.split('.')) || nulled;
  const phoned = phonesIn(copy, format);
  return { payload: phoned.value, nulled, phones: phoned.changed };
}
