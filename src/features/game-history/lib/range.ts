/** A local calendar day as YYYY-MM-DD (the `start`/`end` query format of get_games_by_date_and_phone). */
export function isoDay(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** The default range: the last 7 days including today. */
export function defaultRange(now: Date): { start: string; end: string } {
  const start = new Date(now);
  start.setDate(start.getDate() - 6);
  return { start: isoDay(start), end: isoDay(now) };
}

/** Whether an ISO date-time falls on a local day within [start, end] (inclusive). */
export function inRange(iso: string, range: { start: string; end: string }): boolean {
  const day = isoDay(new Date(iso));
  return day >= range.start && day <= range.end;
}
