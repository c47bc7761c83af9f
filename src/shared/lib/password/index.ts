/** Strength of a new password (spec §5 Forgot password). */
export interface PasswordStrength {
  /** 0–100: +30 for length 6 or more, +20 an uppercase letter, +20 a digit, +30 a symbol. */
  score: number;
  /** error below 40, warning below 70, otherwise success. */
  tone: 'error' | 'warning' | 'success';
  label: 'Weak' | 'Fair' | 'Strong';
}

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 6) score += 30;
  if (/[A-Z]/.test(password)) score += 20;
  if (/\d/.test(password)) score += 20;
  if (/[^A-Za-z0-9]/.test(password)) score += 30;
  const tone = score < 40 ? 'error' : score < 70 ? 'warning' : 'success';
  return { score, tone, label: tone === 'error' ? 'Weak' : tone === 'warning' ? 'Fair' : 'Strong' };
}

/** Spec §5: reset is allowed only when both passwords are equal and at least 6 characters long. */
export const RESET_MIN_LENGTH = 6;
export function canResetPassword(password: string, confirmation: string): boolean {
  return password.length >= RESET_MIN_LENGTH && password === confirmation;
}
