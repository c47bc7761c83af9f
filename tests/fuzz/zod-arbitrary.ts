import fc from 'fast-check';

/**
 * fast-check arbitraries from a zod 4 schema (its public `def`), for fuzzing what the client reads:
 * `valid` walks the schema and keeps to it at its edges (boundary numbers, empty and long strings,
 * unicode, `null` for an optional field, extra fields); `payload` mixes those with broken ones
 * (a field missing, `null` or of the wrong type, out of range, any JSON value at all).
 */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: Record<string, unknown> } }[];
  options?: Schema[];
}
export interface Schema {
  def: Def;
}

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Any JSON-ish value, weird ones included. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, 0, -0, -1, 1e308, -1e308, Number.NaN, Infinity, -Infinity, '', ' ', 'null', '0', true, false, [], {}, [null], { __proto__: null }),
  fc.anything({ maxDepth: 2, withNullPrototype: true, withObjectString: true }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const edgeString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', 'ቢንጎ', '𝔹𝕀ℕ𝔾𝕆', '\u0000', '<img src=x onerror=alert(1)>', '__proto__', 'constructor', '\u202e'),
  fc.string({ minLength: 1000, maxLength: 3000 }),
);

function numberArb(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  // an integer schema itself (`z.int()`, Zod Mini's way) or an integer check (classic `.int()`)
  const own = def as { format?: unknown };
  let int = own.format === 'safeint' || own.format === 'int32';
  let minInclusive = true;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than') {
      min = Number(c.value);
      minInclusive = Boolean(c.inclusive);
    }
    if (c.check === 'less_than') max = Number(c.value);
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) int = true;
  }
  const lo = minInclusive ? min : int ? min + 1 : min + 1e-9;
  const ints = fc.integer({ min: Math.ceil(Math.max(lo, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  const edges = fc.constantFrom(...[lo, max, Math.ceil(lo), Math.floor(max)].filter((n) => Number.isFinite(n) && n >= lo && n <= max && (!int || Number.isInteger(n))));
  if (int) return fc.oneof(ints, edges);
  return fc.oneof(ints, edges, fc.double({ min: Math.max(lo, -1e12), max: Math.min(max, 1e12), noNaN: true, noDefaultInfinity: true }));
}

const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
/** Strings of a zod string format (on the schema itself, e.g. `z.url()`, or as a check). */
function formatArb(format: unknown, pattern: unknown): fc.Arbitrary<string> | null {
  if (format === 'url') return fc.webUrl();
  if (format === 'datetime') return instant.map((d) => d.toISOString());
  if (format === 'date') return instant.map((d) => d.toISOString().slice(0, 10));
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'email') return fc.emailAddress();
  if (pattern instanceof RegExp) return fc.stringMatching(pattern);
  return null;
}

function stringArb(def: Def): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 3000;
  const own = formatArb((def as { format?: unknown }).format, (def as { pattern?: unknown }).pattern);
  if (own) return own;
  for (const c of checksOf(def)) {
    const formatted = c.check === 'string_format' ? formatArb(c.format, c.pattern) : null;
    if (formatted) return formatted;
    if (c.check === 'min_length') minLength = Number(c.minimum);
    if (c.check === 'max_length') maxLength = Number(c.maximum);
  }
  return edgeString.filter((s) => s.length >= minLength && s.length <= maxLength).map((s) => s);
}

function arrayArb(def: Def): fc.Arbitrary<unknown[]> {
  let minLength = 0;
  let maxLength = 8;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') minLength = Number(c.minimum);
    if (c.check === 'max_length') maxLength = Number(c.maximum);
    if (c.check === 'length_equals') minLength = maxLength = Number(c.length);
  }
  return fc.array(valid(def.element!), { minLength, maxLength: Math.max(minLength, maxLength) });
}

/** Values the schema accepts, at its edges (as the client reads them: an optional field may be `null`). */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  const def = schema.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valid(v)]));
      const optional = Object.entries(shape)
        .filter(([, v]) => v.def.type === 'optional')
        .map(([k]) => k);
      const extra = fc.dictionary(fc.constantFrom('extra', 'x_new_field', 'phone', 'requestId', 'idempotency_key'), junk, { maxKeys: 2 });
      // extra fields are the ones this schema does not name (an optional field it names is never junk)
      const unnamed = (e: Record<string, unknown>) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in shape)));
      return fc
        .record({ base: fc.record(fields, { requiredKeys: Object.keys(shape).filter((k) => !optional.includes(k)) }), extra, withExtra: fc.boolean() })
        .map(({ base, extra: e, withExtra }) => (withExtra ? { ...unnamed(e), ...base } : base));
    }
    case 'optional':
      return fc.oneof(valid(def.innerType!), fc.constant(null));
    case 'nullable':
      return fc.oneof(valid(def.innerType!), fc.constant(null));
    case 'default':
      return valid(def.innerType!);
    case 'string':
      return stringArb(def);
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'array':
      return arrayArb(def);
    case 'record':
      return fc.dictionary(valid(def.keyType!) as fc.Arbitrary<string>, valid(def.valueType!), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(valid));
    case 'undefined':
      return fc.constant(undefined);
    default:
      return junk;
  }
}

/** One field of an object broken: dropped, `null`, or any other value. */
function broken(schema: Schema): fc.Arbitrary<unknown> {
  const def = schema.def;
  if (def.type !== 'object' || !def.shape || !Object.keys(def.shape).length) return junk;
  const keys = Object.keys(def.shape);
  return fc.tuple(valid(schema), fc.constantFrom(...keys), fc.oneof(fc.constant('drop'), fc.constant(null), junk)).map(([base, key, v]) => {
    const copy = { ...(base as Record<string, unknown>) };
    if (v === 'drop') delete copy[key];
    else copy[key] = v;
    return copy;
  });
}

/** Payloads for fuzzing: mostly valid edge cases, many broken ones, some anything at all. */
export const payload = (schema: Schema): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: valid(schema) }, { weight: 3, arbitrary: broken(schema) }, { weight: 1, arbitrary: junk });
