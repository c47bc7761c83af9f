/**
 * The `startapp` deep link of a Telegram Mini App (`t.me/<bot>/<app>?startapp=…`, at most 64 of
 * `A-Z a-z 0-9 _ -`): `ref_<code>` prefills the referral on signup (spec §2.4 `?ref=`), `game_<id>`
 * opens that scheduled game's board selector (spec §2.12).
 */
export type StartParam = { kind: 'referral'; code: string } | { kind: 'game'; gameId: string } | null;

/** The deep link in a `startapp` value; null for none or anything else. */
export function parseStartParam(value: string | null | undefined): StartParam {
  if (!value || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) return null;
  if (value.startsWith('ref_') && value.length > 4) return { kind: 'referral', code: value.slice(4) };
  if (value.startsWith('game_') && value.length > 5) return { kind: 'game', gameId: value.slice(5) };
  return null;
}
