import type { Breadcrumb, ErrorEvent } from '@sentry/react';

/**
 * What an error report must never carry off the device (docs/real-server.md "Against a real server", error
 * reports): phone numbers, the session token (and any bearer or JWT), referral codes and query
 * strings (a URL's query holds `?ref=`, `redirect=` paths, payment references). Used by Sentry's
 * own `beforeSend` and `beforeBreadcrumb` hooks (sentry-client.ts), so every part of an event is
 * covered, whatever code made it.
 */

const PHONE = '[phone]';
const TOKEN = '[token]';
const REFERRAL = '[referral]';
const QUERY = '?[query]';
const REDACTED = '[scrubbed]';

// an Ethiopian mobile number in any form: 09…/07…, +2519…, 2519…, with spaces or dashes between digits
const PHONE_PATTERN = /(?:\+?251[\s-]?(?:\(0\)[\s-]?)?|\b0)[79](?:[\s-]?\d){8}(?!\d)/g;
const BEARER_PATTERN = /\b(Bearer)\s+[^\s"',;]+/gi;
const JWT_PATTERN = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
// our referral codes are base64url of `ctl:…:ref` (@/shared/lib/referral): they start with btoa('ctl:')
const REFERRAL_PATTERN = /\bY3RsO[\w-]{6,}/g;
// the query of a URL or path (`/signup?ref=…`, `https://…/x?a=1`): `?` followed by a parameter
const QUERY_PATTERN = /\?[^\s"'<>#]*(?:=|&)[^\s"'<>#]*/g;
// `token=…`, `"token":"…"`, `phone: …` written into a message
const KEYED_PATTERN = /\b(token|access_token|authorization|password|phone|agentId|referralCode|ref)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi;

/** Keys whose values are secrets or personal data, whatever they hold. */
const SECRET_KEY = /token|authorization|cookie|password|phone|agentid|referral|^ref$|^code$|sender|receiver|username/i;

/**
 * A text with every phone, token, referral code and query string replaced by a marker.
 * @param secrets exact values to remove too (the session token of this device, whatever its form)
 */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 6) out = out.split(secret).join(TOKEN);
  return out
    .replace(QUERY_PATTERN, QUERY)
    .replace(BEARER_PATTERN, `$1 ${TOKEN}`)
    .replace(JWT_PATTERN, TOKEN)
    .replace(KEYED_PATTERN, `$1$2${REDACTED}`)
    .replace(REFERRAL_PATTERN, REFERRAL)
    .replace(PHONE_PATTERN, PHONE);
}

/** Any JSON-like value with its strings scrubbed and the values of secret keys dropped (depth-limited). */
export function scrubValue<T>(value: T, secrets: readonly string[] = [], depth = 0): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, secrets, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) && v != null && typeof v !== 'object' ? REDACTED : scrubValue(v, secrets, depth + 1);
  return out as T;
}

/** A URL without its query string (and fragment), its path scrubbed. */
function scrubUrl(url: string, secrets: readonly string[]): string {
  return scrubText(url.replace(/[?#].*$/, ''), secrets);
}

/**
 * Sentry `beforeSend`: the event without phones, tokens, referral codes or query strings in its
 * message, exception values, extra, tags, contexts, request (URL without query, no query string,
 * no headers or cookies), breadcrumbs and user (dropped: the player is never named in a report).
 */
export function scrubEvent(event: ErrorEvent, secrets: readonly string[] = []): ErrorEvent {
  const out: ErrorEvent = scrubValue({ ...event, request: undefined, breadcrumbs: undefined, user: undefined }, secrets);
  if (event.request) out.request = { url: event.request.url ? scrubUrl(event.request.url, secrets) : undefined, method: event.request.method };
  if (event.breadcrumbs) out.breadcrumbs = event.breadcrumbs.map((b) => scrubBreadcrumb(b, secrets));
  return out;
}

/** Sentry `beforeBreadcrumb`: message and data scrubbed; `url`, `from`, `to` without their query. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb, secrets: readonly string[] = []): Breadcrumb {
  const out = scrubValue(breadcrumb, secrets);
  if (out.data) {
    const data = { ...out.data };
    for (const key of ['url', 'from', 'to']) if (typeof breadcrumb.data?.[key] === 'string') data[key] = scrubUrl(breadcrumb.data[key] as string, secrets);
    out.data = data;
  }
  return out;
}
