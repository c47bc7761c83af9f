import { m, type Message } from '@/shared/i18n';

/** Spec §4 "Signup and verification" and §5 messages, verbatim. */
export const OTP_MESSAGES = {
  sending: m.auth_otp_sending,
  sent: m.auth_otp_sent,
  sendFailed: m.auth_otp_send_failed,
  verifying: m.auth_otp_verifying,
  verified: m.auth_otp_verified,
  badPhone: m.auth_bad_phone,
  badCode: m.auth_bad_code,
} satisfies Record<string, Message>;

/** Spec §5: a code is exactly 6 letters or digits, uppercased. */
export function normalizeCode(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '').toUpperCase().slice(0, 6);
}
export const isCompleteCode = (code: string) => /^[A-Z0-9]{6}$/.test(code);
export const isTenDigitPhone = (phone: string) => /^\d{10}$/.test(phone);
