/**
 * The invite code a player reads aloud (ours, beside spec §9's long code that links carry): the
 * inviter's 10-digit phone, reversed as spec §9 does, as a number in Crockford's base 32 (digits and
 * letters without I, L, O and U, so none is mistaken for another), 7 characters and a check
 * character, in two groups of four: "0911000001" → "0XSN-KN60". Reading it back ignores case,
 * spaces and dashes, takes I and L for 1 and O for 0, and refuses a code whose check does not match.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 7;

/** The check character of 7 code characters: their values weighted by position, mod 32. */
function check(body: string): string {
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

/** The phone inside a short invite code (any case, spaces or dashes), or null when it is not one. */
export function phoneFromShortCode(code: string): string | null {
  const clean = code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (clean.length !== LENGTH + 1 || [...clean].some((c) => !ALPHABET.includes(c))) return null;
  const body = clean.slice(0, LENGTH);
  if (check(body) !== clean[LENGTH]) return null;
  let value = 0;
  for (const c of body) value = value * 32 + ALPHABET.indexOf(c);
  if (value >= 1e10) return null;
  return [...String(value).padStart(10, '0')].reverse().join('');
}
