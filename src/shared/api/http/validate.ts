import { m } from '@/shared/i18n';
import { nullAsAbsent } from '../null-as-absent';
import { ApiError } from './fetcher';

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * Checks an HTTP answer against its generated zod schema at the boundary. An invalid answer is
 * reported on the console and becomes an ApiError the screen can show, never a crash in React.
 * `null` and an absent field mean the same (`nullAsAbsent`).
 */
export function parseAnswer<T>(schema: Schema<T>, value: unknown, call: string): T {
  const result = schema.safeParse(nullAsAbsent(value));
  if (result.success) return result.data;
  console.error(`[api] ${call}: answer does not match the contract`, result.error);
  throw new ApiError(200, value, m.common_unexpected_answer());
}
