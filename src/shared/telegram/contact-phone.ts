/**
 * The phone of Telegram's shared contact (`getRequestedContact` after `web_app_request_phone`,
 * https://docs.telegram-mini-apps.com/platform/methods#web-app-request-phone) as the signup form
 * expects it (spec §5 Signup: 10 digits, `09…` / `07…`). The contact answer is signed for the bot's
 * server; the client checks no signature, so the phone only prefills a form: signup sends the answer
 * unchanged to the server (proposed `POST /users/telegram_verify_phone/`), which alone decides whether
 * it spares the SMS code. Used by signup and the Mini App's link screen.
 */
import { toNationalPhone } from '@/shared/lib/phone';

/**
 * An Ethiopian mobile number in any of Telegram's spellings (`+251911000002`, `251911000002`,
 * `0911000002`, `911000002`, with spaces or dashes) as 10 digits `0911000002`; null for anything
 * else (another country, a landline, garbage): then the player types the number.
 */
export function normalizeTelegramPhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  // Telegram may write a national number without its leading 0
  const national = toNationalPhone(/^[79]\d{8}$/.test(compact) ? `0${compact}` : raw);
  return /^0[79]\d{8}$/.test(national) ? national : null;
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
