/**
 * A scheduled game's name for display (spec §2.12): dashes become spaces and every word is
 * capitalised, e.g. "evening-full-card" → "Evening Full Card". Empty parts are dropped.
 */
export function formatGameName(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * A winner's phone with the last three digits masked (spec §2.11, §9), e.g. "0911000123" →
 * "0911000***". Strings of three characters or fewer are fully masked.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 3) return '*'.repeat(phone.length);
  return `${phone.slice(0, -3)}***`;
}

/** Status chip of a scheduled game (spec §4): completed, running, otherwise waiting. */
export function gameStatusOf(status: string): 'completed' | 'running' | 'waiting' {
  return status === 'completed' || status === 'running' ? status : 'waiting';
}
