/** Spec §4 "Signup and verification" and §5 messages, verbatim. */
export const OTP_MESSAGES = {
  sending: 'please wait ...',
  sent: 'code sent to your phone! expires in 2 mins',
  sendFailed: 'unable to send code,try again',
  verifying: 'verifing, please wait ...',
  verified: 'you are verified!',
  badPhone: 'Please enter a valid 10-digit phone number!',
  badCode: 'Please enter the complete 6-digit code',
} as const;

/** Spec §5: a code is exactly 6 letters or digits, uppercased. */
export function normalizeCode(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '').toUpperCase().slice(0, 6);
}
export const isCompleteCode = (code: string) => /^[A-Z0-9]{6}$/.test(code);
export const isTenDigitPhone = (phone: string) => /^\d{10}$/.test(phone);
