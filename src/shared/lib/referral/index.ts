/**
 * Referral codes (spec §9): derived on the client from the inviter's phone — reversed, wrapped,
 * then encoded (base64url). The signup page takes `?ref=` as either such a code or a plain
 * 10-digit phone, and sends the phone as `agentId` (spec §1, §3).
 */
const WRAP_START = 'ctl:';
const WRAP_END = ':ref';

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/** The referral code of a 10-digit phone, e.g. "0911000001" → "Y3RsOjEwMDAwMDExOTA6cmVm". */
export function encodeReferral(phone: string): string {
  return toBase64Url(`${WRAP_START}${[...phone].reverse().join('')}${WRAP_END}`);
}

/** The phone inside a referral code, or null when the code is not one of ours. */
export function decodeReferral(code: string): string | null {
  try {
    const raw = fromBase64Url(code.trim());
    if (!raw.startsWith(WRAP_START) || !raw.endsWith(WRAP_END)) return null;
    const phone = [...raw.slice(WRAP_START.length, -WRAP_END.length)].reverse().join('');
    return /^\d{10}$/.test(phone) ? phone : null;
  } catch {
    return null;
  }
}

/** The referral number to prefill from `?ref=`: a plain phone as is, a code decoded, else the raw text. */
export function referralFromParam(ref: string | undefined): string {
  if (!ref) return '';
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed)) return trimmed;
  return decodeReferral(trimmed) ?? trimmed;
}

/**
 * The invite code a player reads aloud (ours, beside spec §9's long code that links carry): the
 * inviter's 10-digit phone, reversed as spec §9 does, as a number in Crockford's base 32 (digits and
 * letters without I, L, O and U, so none is mistaken for another), 7 characters and a check
 * character, in two groups of four: "0911000001" → "0XSN-KN60". Reading it back ignores case,
 * spaces and dashes, takes I and L for 1 and O for 0, and refuses a code whose check does not match.
 */

/** Crockford's base 32: no I, L, O or U. */
export const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters before the check character. */
export const LENGTH = 7;

/** The check character of 7 code characters: their values weighted by position, mod 32. */
export function check(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += ALPHABET.indexOf(body[i]) * (i + 1);
  return ALPHABET[sum % 32];
}

/** The short invite code of a 10-digit phone, e.g. "0911000001" → "0XSN-KN60"; "" for anything else. */
export function shortReferralCode(phone: string): string {
  if (!/^\d{10}$/.test(phone)) return '';
  let value = Number([...phone].reverse().join(''));
  let body = '';
  for (let i = 0; i < LENGTH; i++) {
    body = ALPHABET[value % 32] + body;
    value = Math.floor(value / 32);
  }
  const code = body + check(body);
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
