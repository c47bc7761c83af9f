import { sign, signData, validate } from '@telegram-apps/init-data-node/web';
import type { World } from './world';

/**
 * Telegram Mini App sign-in in the mock world (the proposed `POST /users/telegram_login/`,
 * `/users/telegram_link/` and `/users/telegram_unlink/`): init data signed and checked with
 * `@telegram-apps/init-data-node` as Telegram documents it
 * (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app: the
 * data-check-string is every received field but `hash`, so `signature` is inside it), the links
 * Telegram user id → Cartela phone kept in the world (saved like the rest of it). Its `/web` entry
 * uses Web Crypto only, so the same code runs in the browser mock, the Node provider and the tests.
 */

/**
 * The mock's bot token when `MOCK_TELEGRAM_BOT_TOKEN` is not set: a documented test value, never a
 * real bot's. Anyone knowing it can sign init data, which is the point for tests and `npm start`.
 */
export const MOCK_TELEGRAM_TEST_BOT_TOKEN = '7000000000:AAMockCartelaTestBotTokenNotReal00';

/** The bot token the mock checks and signs with: `MOCK_TELEGRAM_BOT_TOKEN` where there is an environment (the Node provider), else the test token. */
export function mockBotToken(): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.MOCK_TELEGRAM_BOT_TOKEN || MOCK_TELEGRAM_TEST_BOT_TOKEN;
}

/** Sign-in (`telegram_login`) takes launch data at most this old (seconds after `auth_date`). */
export const SIGN_IN_MAX_AGE_S = 60 * 60;
/** Linking (`telegram_link`) takes launch data at most this old (seconds after `auth_date`). */
export const LINK_MAX_AGE_S = 10 * 60;
/** A signer's clock may run this far ahead of ours. */
const CLOCK_SKEW_S = 60;

/** The Telegram user inside init data (`user` field); only `id` identifies the player. */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** Demo Telegram users: the first is linked to the demo account 0911000001, the others to none (docs/telegram.md). */
export const DEMO_TELEGRAM_USERS: readonly (TelegramUser & { phone: string | null })[] = [
  { id: 700000001, first_name: 'Abebe', username: 'abebe_demo', language_code: 'am', phone: '0911000001' },
  { id: 700000002, first_name: 'Almaz', username: 'almaz_demo', language_code: 'en', phone: null },
  { id: 700000009, first_name: 'Tigist', username: 'tigist_demo', language_code: 'en', phone: null },
];

/**
 * A stand-in for Telegram's Ed25519 `signature` field (64 random bytes, base64url as Telegram sends
 * it). Only Telegram can make a real one; the mock's data carries one so that it has the fields real
 * launch data has, and the bot-token hash covers it as it covers Telegram's.
 */
function placeholderSignature(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(64));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Signs init data as Telegram would for `user` at `authDate` (Unix seconds), with an optional
 * `start_param` (the `startapp` deep link), a `query_id` and a `signature` field as Telegram's clients
 * (Bot API 8.0+) send. @returns the raw init-data string (`tgWebAppData`)
 */
export async function signInitData(botToken: string, fields: { user: TelegramUser; authDate: number; startParam?: string; queryId?: string; signature?: string }): Promise<string> {
  return sign(
    {
      query_id: fields.queryId ?? `AAH${fields.user.id}mock`,
      user: fields.user,
      ...(fields.startParam ? { start_param: fields.startParam } : {}),
      signature: fields.signature ?? placeholderSignature(),
    },
    botToken,
    new Date(fields.authDate * 1000),
  );
}

export type InitDataCheck = { ok: true; user: TelegramUser; authDate: number } | { ok: false; reason: string };

/**
 * Checks raw init data as Telegram documents it: the `hash` (HMAC-SHA256 with the key derived from
 * `botToken`, over every other field including `signature`) by the library's `validate`, then
 * `auth_date` at most `maxAgeS` seconds before `nowMs` (default an hour, the sign-in window) and
 * not in the future beyond a minute, and a `user` with a numeric id. The age is measured on `nowMs`
 * (the world's clock, which tests and provider states set), not on the library's `Date.now()`.
 * @returns the signed user, or why the data is refused
 */
export async function checkInitData(raw: unknown, botToken: string, nowMs: number, maxAgeS: number = SIGN_IN_MAX_AGE_S): Promise<InitDataCheck> {
  if (typeof raw !== 'string' || !raw) return { ok: false, reason: 'init_data is required' };
  try {
    await validate(raw, botToken, { expiresIn: 0 });
  } catch {
    return { ok: false, reason: 'Telegram data signature is invalid' };
  }
  const authDate = Number(new URLSearchParams(raw).get('auth_date'));
  const now = Math.floor(nowMs / 1000);
  if (!Number.isFinite(authDate) || now - authDate > maxAgeS || authDate - now > CLOCK_SKEW_S) return { ok: false, reason: 'Telegram data has expired, please reopen the app' };
  // the user is read from the validated field as it is (the library's `parse` also demands fields
  // such as `signature` that data signed before Bot API 8.0 lacks, and the hash has settled trust)
  let user: TelegramUser | null = null;
  try {
    user = JSON.parse(new URLSearchParams(raw).get('user') ?? 'null') as TelegramUser | null;
  } catch {
    user = null;
  }
  if (!user || typeof user.id !== 'number') return { ok: false, reason: 'Telegram data has no user' };
  return { ok: true, user, authDate };
}

/**
 * Signs a shared contact as Telegram answers `getRequestedContact` after the player shared their
 * phone: `contact=<JSON {user_id, phone_number, first_name}>&auth_date=…&hash=…`, the hash made with
 * the bot token exactly as for init data (the library's `signData` over the sorted `key=value`
 * lines). `phone` as Telegram writes it (`251911000002`); `authDate` in Unix seconds.
 * @returns the raw contact string
 */
export async function signContact(botToken: string, fields: { userId: number; phone: string; authDate: number; firstName?: string }): Promise<string> {
  const contact = JSON.stringify({ user_id: fields.userId, phone_number: fields.phone, first_name: fields.firstName ?? 'Guest' });
  const pairs: [string, string][] = [
    ['auth_date', String(fields.authDate)],
    ['contact', contact],
  ];
  const hash = await signData(pairs.map(([k, v]) => `${k}=${v}`).sort().join('\n'), botToken);
  return new URLSearchParams([...pairs, ['hash', hash]]).toString();
}

/** A shared contact as signed: the Telegram user who shared it and the phone, normalised to `09…` (null when not an Ethiopian mobile number). */
export type ContactCheck = { ok: true; userId: number; phone: string | null } | { ok: false; reason: string };

/** Telegram's spellings of an Ethiopian mobile number (`251911000002`, `+251 911 000 002`, `0911000002`, `911000002`) as `0911000002`; null for anything else. */
export function nationalMobile(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  const m = /^(?:\+?251|0)?([79]\d{8})$/.exec(compact);
  return m ? `0${m[1]}` : null;
}

/**
 * Checks a raw contact answer as init data is checked: the `hash` with `botToken` by the library's
 * `validate`, `auth_date` at most `maxAgeS` seconds before `nowMs` (default the link window) and not
 * ahead beyond a minute, a `contact` JSON with a numeric `user_id` and a `phone_number`.
 * @returns the Telegram user and the phone, or why the contact is refused
 */
export async function checkContact(raw: unknown, botToken: string, nowMs: number, maxAgeS: number = LINK_MAX_AGE_S): Promise<ContactCheck> {
  if (typeof raw !== 'string' || !raw) return { ok: false, reason: 'contact is required' };
  try {
    await validate(raw, botToken, { expiresIn: 0 });
  } catch {
    return { ok: false, reason: 'Telegram contact signature is invalid' };
  }
  const fields = new URLSearchParams(raw);
  const authDate = Number(fields.get('auth_date'));
  const now = Math.floor(nowMs / 1000);
  if (!Number.isFinite(authDate) || now - authDate > maxAgeS || authDate - now > CLOCK_SKEW_S) return { ok: false, reason: 'Telegram contact has expired, please share it again' };
  const contact = ((): { user_id?: unknown; phone_number?: unknown } | null => {
    try {
      return JSON.parse(fields.get('contact') ?? 'null') as { user_id?: unknown; phone_number?: unknown } | null;
    } catch {
      return null;
    }
  })();
  if (!contact || typeof contact.user_id !== 'number' || typeof contact.phone_number !== 'string') return { ok: false, reason: 'Telegram contact has no user or phone' };
  return { ok: true, userId: contact.user_id, phone: nationalMobile(contact.phone_number) };
}

interface TelegramData {
  /** Telegram user id → Cartela phone; absent = the demo links. */
  telegramLinks?: Record<string, string>;
  /** Telegram user id → the name the launch data gave when linking (shown on the profile). */
  telegramNames?: Record<string, { first_name: string; username?: string }>;
}
const data = (world: World) => world.data as unknown as TelegramData;
const demoLinks = () => Object.fromEntries(DEMO_TELEGRAM_USERS.filter((u) => u.phone).map((u) => [String(u.id), u.phone!]));
const links = (world: World) => (data(world).telegramLinks ??= demoLinks());

/** The phone of the Cartela account linked to a Telegram user, if any. */
export function linkedPhone(world: World, telegramId: number): string | undefined {
  return (data(world).telegramLinks ?? demoLinks())[String(telegramId)];
}

/** The Telegram user linked to the account `phone` (`{id, first_name, username?}`), or null when none is. */
export function linkedTelegramUser(world: World, phone: string): { id: number; first_name: string; username?: string } | null {
  const entry = Object.entries(data(world).telegramLinks ?? demoLinks()).find(([, p]) => p === phone);
  if (!entry) return null;
  const id = Number(entry[0]);
  const demo = DEMO_TELEGRAM_USERS.find((u) => u.id === id);
  const name = data(world).telegramNames?.[entry[0]] ?? (demo ? { first_name: demo.first_name, username: demo.username } : { first_name: 'Telegram user' });
  return { id, first_name: name.first_name, ...(name.username ? { username: name.username } : {}) };
}

/** Why a link was refused: the account already has another Telegram user. */
export const ALREADY_LINKED_MESSAGE = 'This account is already linked to another Telegram user. Unlink it first.';

/**
 * Links a Telegram user to the account `phone` and saves the world. One Telegram user per account:
 * refused when the account has another one; the same user again is a no-op. A Telegram user linked
 * to another account moves to this one (its password proved the player owns it).
 * @returns whether the link is new (the owner is told of new links), or the refusal
 */
export function linkTelegram(world: World, user: Pick<TelegramUser, 'id' | 'first_name' | 'username'> | number, phone: string): { ok: true; created: boolean } | { ok: false; message: string } {
  const u = typeof user === 'number' ? { id: user, first_name: DEMO_TELEGRAM_USERS.find((d) => d.id === user)?.first_name ?? 'Telegram user' } : user;
  const current = linkedTelegramUser(world, phone);
  if (current && current.id !== u.id) return { ok: false, message: ALREADY_LINKED_MESSAGE };
  links(world)[String(u.id)] = phone;
  (data(world).telegramNames ??= {})[String(u.id)] = { first_name: u.first_name, ...(u.username ? { username: u.username } : {}) };
  world.save();
  return { ok: true, created: !current };
}

/** Removes the link of a Telegram user (provider states) and saves the world. */
export function unlinkTelegram(world: World, telegramId: number): void {
  delete links(world)[String(telegramId)];
  world.save();
}

/** Removes the Telegram user linked to the account `phone`, if any, and saves the world. @returns whether one was linked */
export function unlinkAccount(world: World, phone: string): boolean {
  const current = linkedTelegramUser(world, phone);
  if (current) unlinkTelegram(world, current.id);
  return current !== null;
}

/** The SMS the account owner gets when a Telegram user is linked to the account (the proposed notice). */
export function linkNoticeText(user: { first_name: string; username?: string }): string {
  const who = user.username ? `${user.first_name} (@${user.username})` : user.first_name;
  return `Cartela: the Telegram user ${who} can now sign in to your account without a password. Not you? Log in and unlink it in your profile, and change your password.`;
}

/** Telegram's light theme colours (`tgWebAppThemeParams`), for tests and the dev link. */
export const TELEGRAM_LIGHT_THEME = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
} as const;
/** Telegram's dark theme colours. */
export const TELEGRAM_DARK_THEME = {
  bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#181818',
} as const;

/**
 * The URL hash Telegram opens a Mini App with: `tgWebAppData` (the init data, signed here with
 * `botToken` for the Telegram user `userId` — a demo user or a new one — at `nowMs`), version
 * (`tgWebAppVersion`, default 8.0), platform, theme and the `startapp` value.
 */
export async function telegramLaunchHash(
  options: { botToken?: string; userId?: number; startParam?: string; theme?: Record<string, string>; nowMs?: number; initData?: string; version?: string } = {},
): Promise<string> {
  const id = options.userId ?? 700000001;
  // a demo user as docs/telegram.md lists them, or a new Telegram user linked to nothing
  const { phone: _phone, ...user } = DEMO_TELEGRAM_USERS.find((u) => u.id === id) ?? { id, first_name: 'Guest', language_code: 'en', phone: null };
  const initData =
    options.initData ??
    (await signInitData(options.botToken ?? mockBotToken(), { user, authDate: Math.floor((options.nowMs ?? Date.now()) / 1000), startParam: options.startParam }));
  const hash = new URLSearchParams();
  hash.set('tgWebAppData', initData);
  hash.set('tgWebAppVersion', options.version ?? '8.0');
  hash.set('tgWebAppPlatform', 'android');
  hash.set('tgWebAppThemeParams', JSON.stringify(options.theme ?? TELEGRAM_LIGHT_THEME));
  if (options.startParam) hash.set('tgWebAppStartParam', options.startParam);
  return `#${hash.toString()}`;
}
