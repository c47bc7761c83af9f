import type { z } from 'zod/mini';
import { nullAsAbsent } from '../src/shared/api/null-as-absent';

/** What a value is, in a partner's words (`array`, `number`, `null`, `object` …). */
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A value as a partner reads it in a message: `"1000.00" (string)`, `null`, `nothing (absent)`; long values cut at 80 characters. */
export function shown(v: unknown): string {
  if (v === undefined) return 'nothing (absent)';
  if (v === null) return 'null';
  const text = JSON.stringify(v) ?? String(v);
  const cut = text.length > 80 ? `${text.slice(0, 77)}…` : text;
  return `${cut} (${kindOf(v)})`;
}

/** The value at a zod issue's path in the payload as the server sent it (before `null` was read as absent). */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** One zod issue as "expected …, got …" (the rule, then what came). */
function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected === 'array' || issue.expected === 'object' ? `an ${issue.expected}` : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `expected ${issue.origin === 'array' || issue.origin === 'string' ? `length ≥ ${String(issue.minimum)}` : `≥ ${String(issue.minimum)}`}`;
    case 'too_big':
      return `expected ${issue.origin === 'array' || issue.origin === 'string' ? `length ≤ ${String(issue.maximum)}` : `≤ ${String(issue.maximum)}`}`;
    case 'invalid_format':
      return `expected the format ${issue.format}`;
    default:
      return `expected ${issue.message === 'Invalid input' ? 'a value the client can read' : issue.message}`;
  }
}

/**
 * Reads `value` as the client does (spec §7 payloads; `null` and absent mean the same, unknown
 * fields dropped) with the same zod schema, and returns the parsed value.
 * @throws Error naming every field that does not match with the rule and what came, e.g.
 *   `GET /transactions/balance/{phone}: current_balance: expected a number, got "1000.00" (string)`,
 *   `GET /…/history/data: (whole payload) is array, expected an object with fields data`
 */
export function readAs<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(nullAsAbsent(value));
  if (result.success) return result.data;
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const problems = result.error.issues.map((issue) => {
    if (issue.path.length > 0) return `${issue.path.join('.')}: ${expectedOf(issue)}, got ${shown(at(value, issue.path))}`;
    const fields = shape ? `, expected an object with fields ${Object.keys(shape).join(', ')}` : `: ${expectedOf(issue)}, got ${shown(value)}`;
    return `(whole payload) is ${kindOf(value)}${fields}`;
  });
  throw new Error(`${what}: ${[...new Set(problems)].join('; ')}`);
}

/** @throws Error `what: message` unless `condition` holds (a rule beyond the schema, e.g. a winning result names its winner). */
export function expectThat(condition: unknown, what: string, message: string): void {
  if (!condition) throw new Error(`${what}: ${message}`);
}
