import { ALPHABET, check, LENGTH } from './index';

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
