import { PLAYER_DEVICE_KEYS } from '@/shared/config';

/** The 21-or-older confirmation as the device keeps it: the phone and when (epoch ms). */
export interface AgeConfirmation {
  phone: string;
  at: number;
}

/**
 * Responsible play: keeps the signup's 21-or-older confirmation on the device (local storage
 * `cartela.ageConfirmed`), beside the proposed `age_confirmed` the server receives, so the device
 * can show the player ticked it even when a server ignores the field. Logout removes it
 * (`PLAYER_DEVICE_KEYS`). Storage errors are ignored: the server's copy is the one that counts.
 * @param at epoch ms of the confirmation (when the account was created)
 */
export function keepAgeConfirmation(phone: string, at: number): void {
  try {
    localStorage.setItem(PLAYER_DEVICE_KEYS.ageConfirmed, JSON.stringify({ phone, at } satisfies AgeConfirmation));
  } catch {
    // private mode without storage
  }
}
