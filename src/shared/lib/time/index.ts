/**
 * Whole seconds left until `targetMs` (epoch ms) from `nowMs`, never below 0 (spec §4, §9: minimum 0).
 */
export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

/**
 * Countdown of a stake card in seconds, e.g. 25 → "25s"; negative or non-finite input → "0s" (spec §2.6).
 */
export function formatSecondsLeft(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${s}s`;
}

/**
 * Days, hours, minutes, seconds, zero-padded and omitting zero larger units (spec §2.10):
 * 5 → "05s", 65 → "01m 05s", 3 * 3600 + 5 → "03h 00m 05s", 90000 → "1d 01h 00m 00s".
 * @param seconds remaining time in seconds (clamped at 0)
 */
export function formatDhms(seconds: number): string {
  let s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: string[] = [];
  if (d > 0) parts.push(`${d}d`);
  if (d > 0 || h > 0) parts.push(`${pad(h)}h`);
  if (d > 0 || h > 0 || m > 0) parts.push(`${pad(m)}m`);
  parts.push(`${pad(s)}s`);
  return parts.join(' ');
}
