import { toNationalPhone } from '@/shared/lib/phone';

/** The user of an answer with its phone in the national form `09…` (the server may write `+2519…` or `2519…`). */
export function withNationalPhone<T extends { user: { phone: string } }>(answer: T): T {
  return { ...answer, user: { ...answer.user, phone: toNationalPhone(answer.user.phone) } };
}

// The generated zod validators and HTTP calls load with the first request, not with the login page
// (size budget): the call starts as soon as its chunk is in, the validators load beside it.
export const validators = () => import('../validators');
export const http = () => import('../http-calls');

/**
 * Starts loading the generated HTTP client without a request, so that the first call (the login)
 * does not wait for its chunk before it is sent. A failed load is left to that call to report.
 */
export function preloadHttpClient(): Promise<void> {
  return http().then(
    () => undefined,
    () => undefined,
  );
}
