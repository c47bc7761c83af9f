/**
 * The one countdown format of the app (ours; spec §2.6, §2.9, §2.10, §2.12 only ask for a ticking
 * countdown): minutes and seconds "m:ss" under an hour (5 → "0:05", 65 → "1:05"), then
 * "h:mm:ss" (3605 → "1:00:05"), and from a day on "N d hh:mm:ss" (93784 → "1 d 02:03:04").
 * @param seconds remaining time in seconds; fractions are dropped, negative or non-finite → "0:00"
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d} d ${pad(h)}:${pad(min)}:${pad(s)}`;
  if (h > 0) return `${h}:${pad(min)}:${pad(s)}`;
  return `${min}:${pad(s)}`;
}
