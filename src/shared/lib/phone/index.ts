/**
 * Phone numbers as the server may write them (spec §3 User, §7): the national form `09…` (10 digits,
 * the form every request and socket payload sends), or the international forms `+2519…` and
 * `2519…` (a server storing E.164 numbers). Each answer that carries a phone is read through
 * `toNationalPhone` once, where it enters (`@/shared/api`, `@/shared/socket` parse), so the rest of the app sees `09…` only.
 */

/**
 * The national form `0XXXXXXXXX` of an Ethiopian phone: `+251911000001`, `251911000001`,
 * `+251 (0)91 100 0001` and `0911000001` all give `0911000001`. Spaces, dashes, dots and brackets are
 * ignored. Anything else is returned unchanged, so the contract check that follows still refuses it.
 */
export function toNationalPhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const international = /^\+?251(0?)(\d{9})$/.exec(compact);
  if (international) return `0${international[2]}`;
  if (/^0\d{9}$/.test(compact)) return compact;
  return value;
}

/**
 * A phone with the last three digits masked, as the spec shows a winner's (spec §2.11, §9) and one format wherever a phone is shown masked, e.g. "0911000123" →
 * "0911000***". Strings of three characters or fewer are fully masked.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 3) return '*'.repeat(phone.length);
  return `${phone.slice(0, -3)}***`;
}
