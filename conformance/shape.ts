import type { z } from 'zod/mini';
import { nullAsAbsent } from '../src/shared/api/null-as-absent';

/** What a value is, in a partner's words (`array`, `number`, `null`, `object` …). */
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Reads `value` as the client does (spec §7 payloads; `null` and absent mean the same, unknown
 * fields dropped) with the same zod schema, and returns the parsed value.
 * @throws Error naming every field that does not match, e.g. `GET /…/history/data: (whole answer)
 *   is array, expected an object with fields data` or `_timer_update_: remainingTime: expected number`
 */
export function readAs<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(nullAsAbsent(value));
  if (result.success) return result.data;
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const problems = result.error.issues.map((issue) => {
    if (issue.path.length > 0) return `${issue.path.join('.')}: ${issue.message}`;
    const fields = shape ? `, expected an object with fields ${Object.keys(shape).join(', ')}` : `: ${issue.message}`;
    return `(whole payload) is ${kindOf(value)}${fields}`;
  });
  throw new Error(`${what}: ${[...new Set(problems)].join('; ')}`);
}

/** @throws Error `what: message` unless `condition` holds (a rule beyond the schema, e.g. a winning result names its winner). */
export function expectThat(condition: unknown, what: string, message: string): void {
  if (!condition) throw new Error(`${what}: ${message}`);
}
