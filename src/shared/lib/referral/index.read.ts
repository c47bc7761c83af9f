// Reading what a friend brings to signup (spec §1, §9): the referral field and `?ref=`, which may
// hold the short invite code; only the signup page loads this (the invite page shows codes, never reads them).
import { referralFromParam } from './index';
import { phoneFromShortCode } from './short-code-read';

export { phoneFromShortCode };

/**
 * The inviter's phone (the signup's agentId, spec §1) a referral field holds: a 10-digit phone as
 * is, a short invite code ("0XSN-KN60") read back; null for anything else.
 */
export function referralPhone(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{10}$/.test(trimmed) ? trimmed : phoneFromShortCode(trimmed);
}

/** The referral number to prefill from `?ref=`: a short invite code read back, else as `referralFromParam` (a phone, a long code decoded, else the raw text). */
export function referralPrefill(ref: string | undefined): string {
  return phoneFromShortCode(ref?.trim() ?? '') ?? referralFromParam(ref);
}
