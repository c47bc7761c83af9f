import { parseAnswer } from './http/validate';
import { nullAsAbsent } from './null-as-absent';

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * Reads an HTTP answer a first paint waits on (the session check, the login) as `parseAnswer` does,
 * with its generated parser first (zod's ahead-of-time compilation of the same validator,
 * scripts/contracts/gen-fast-parsers.ts): an answer the parser accepts is read without loading zod or the
 * validators; any other goes to the full validator, loaded then, which settles it (an answer the
 * parser missed but zod accepts is still read) and reports a mismatch. `null` and absent mean the
 * same on both paths (`nullAsAbsent`).
 * @param fast the generated parser (src/shared/api/http-calls.ts): the parsed answer, or undefined
 * @param schema loads the answer's zod validator (`validators()` of ./calls/load)
 * @throws ApiError ("Unexpected answer from the server") when the validator rejects the answer
 */
export async function readAnswer<T>(fast: (input: unknown) => T | undefined, schema: () => Promise<Schema<T>>, value: unknown, call: string): Promise<T> {
  const parsed = fast(nullAsAbsent(value));
  if (parsed !== undefined) return parsed;
  return parseAnswer(await schema(), value, call);
}
