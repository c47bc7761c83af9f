/**
 * The phone of Telegram's shared contact (`getRequestedContact` after `web_app_request_phone`,
 * https://docs.telegram-mini-apps.com/platform/methods#web-app-request-phone) as the signup form
 * expects it (spec §5 Signup: 10 digits, `09…` / `07…`). The contact answer is signed for the bot's
 * server; the client checks no signature, so the phone only prefills the form and the server
 * verifies it by SMS code as for any signup.
 */

/**
 * An Ethiopian mobile number in any of Telegram's spellings (`+251911000002`, `251911000002`,
 * `0911000002`, `911000002`, with spaces or dashes) as 10 digits `0911000002`; null for anything
 * else (another country, a landline, garbage): then the player types the number.
 */
export function normalizeTelegramPhone(raw: string): string | null {
  if (/[^\d\s+()-]/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  const national = digits.startsWith('251') && digits.length === 12 ? digits.slice(3) : digits.length === 10 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^[79]\d{8}$/.test(national) ? `0${national}` : null;
}

/**
 * The phone of the raw `getRequestedContact` answer (`contact=<JSON>&auth_date=…&hash=…`, some
 * clients wrap it once more as a JSON string), normalised; null when the answer carries none.
 */
export function phoneOfContact(answer: unknown): string | null {
  let text = answer;
  if (typeof text === 'string' && text.startsWith('"')) {
    try {
      text = JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof text !== 'string') return null;
  try {
    const contact = JSON.parse(new URLSearchParams(text).get('contact') ?? 'null') as { phone_number?: unknown } | null;
    return typeof contact?.phone_number === 'string' ? normalizeTelegramPhone(contact.phone_number) : null;
  } catch {
    return null;
  }
}
