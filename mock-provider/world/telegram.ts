import type { World } from './world';

/**
 * Telegram Mini App sign-in in the mock world (the proposed `POST /users/telegram_login/` and
 * `/users/telegram_link/`): init data signed and checked as Telegram documents it
 * (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app), the links
 * Telegram user id → Cartela phone kept in the world (saved like the rest of it). Web Crypto only,
 * so the same code runs in the browser mock, the Node provider and the tests.
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

/** Init data older than this is refused (Telegram's advice: a day). */
export const INIT_DATA_MAX_AGE_S = 24 * 60 * 60;
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

/** Demo Telegram users: the first two are linked to the demo accounts, the third to none (README). */
export const DEMO_TELEGRAM_USERS: readonly (TelegramUser & { phone: string | null })[] = [
  { id: 700000001, first_name: 'Abebe', username: 'abebe_demo', language_code: 'am', phone: '0911000001' },
  { id: 700000002, first_name: 'Almaz', username: 'almaz_demo', language_code: 'en', phone: '0911000002' },
  { id: 700000009, first_name: 'Tigist', username: 'tigist_demo', language_code: 'en', phone: null },
];

const encoder = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmac(key: BufferSource, message: string): Promise<ArrayBuffer> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', k, encoder.encode(message));
}

/** The data-check-string: every pair but `hash` (and `signature`), `key=value`, sorted by key, joined by `\n`. */
export function dataCheckString(pairs: URLSearchParams): string {
  return [...pairs.entries()]
    .filter(([k]) => k !== 'hash' && k !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/** hex(HMAC_SHA256(HMAC_SHA256("WebAppData", botToken), dataCheckString)). */
async function signatureOf(check: string, botToken: string): Promise<string> {
  const secret = await hmac(encoder.encode('WebAppData'), botToken);
  return hex(await hmac(secret, check));
}

/**
 * Signs init data as Telegram would for `user` at `authDate` (Unix seconds), with an optional
 * `start_param` (the `startapp` deep link). @returns the raw init-data string (`tgWebAppData`)
 */
export async function signInitData(botToken: string, fields: { user: TelegramUser; authDate: number; startParam?: string; queryId?: string }): Promise<string> {
  const pairs = new URLSearchParams();
  pairs.set('auth_date', String(fields.authDate));
  pairs.set('query_id', fields.queryId ?? `AAH${fields.user.id}mock`);
  if (fields.startParam) pairs.set('start_param', fields.startParam);
  pairs.set('user', JSON.stringify(fields.user));
  pairs.set('hash', await signatureOf(dataCheckString(pairs), botToken));
  return pairs.toString();
}

export type InitDataCheck = { ok: true; user: TelegramUser; authDate: number } | { ok: false; reason: string };

/** Equal strings in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks raw init data as Telegram documents it: the hash over the data-check-string with the key
 * derived from `botToken`, `auth_date` at most 24 h before `nowMs` (and not in the future), a `user`
 * with a numeric id. @returns the signed user, or why the data is refused
 */
export async function checkInitData(raw: unknown, botToken: string, nowMs: number): Promise<InitDataCheck> {
  if (typeof raw !== 'string' || !raw) return { ok: false, reason: 'init_data is required' };
  const pairs = new URLSearchParams(raw);
  const hash = pairs.get('hash');
  if (!hash || !sameText(await signatureOf(dataCheckString(pairs), botToken), hash.toLowerCase())) return { ok: false, reason: 'Telegram data signature is invalid' };
  const authDate = Number(pairs.get('auth_date'));
  const now = Math.floor(nowMs / 1000);
  if (!Number.isFinite(authDate) || now - authDate > INIT_DATA_MAX_AGE_S || authDate - now > CLOCK_SKEW_S) return { ok: false, reason: 'Telegram data has expired, please reopen the app' };
  try {
    const user = JSON.parse(pairs.get('user') ?? 'null') as TelegramUser | null;
    if (!user || typeof user.id !== 'number') return { ok: false, reason: 'Telegram data has no user' };
    return { ok: true, user, authDate };
  } catch {
    return { ok: false, reason: 'Telegram data has no user' };
  }
}

interface TelegramData {
  /** Telegram user id → Cartela phone; absent = the demo links. */
  telegramLinks?: Record<string, string>;
}
const data = (world: World) => world.data as unknown as TelegramData;
const demoLinks = () => Object.fromEntries(DEMO_TELEGRAM_USERS.filter((u) => u.phone).map((u) => [String(u.id), u.phone!]));

/** The phone of the Cartela account linked to a Telegram user, if any. */
export function linkedPhone(world: World, telegramId: number): string | undefined {
  return (data(world).telegramLinks ?? demoLinks())[String(telegramId)];
}

/** Links a Telegram user to the account `phone` (replacing an earlier link) and saves the world. */
export function linkTelegram(world: World, telegramId: number, phone: string): void {
  const links = (data(world).telegramLinks ??= demoLinks());
  links[String(telegramId)] = phone;
  world.save();
}

/** Removes the link of a Telegram user (provider states) and saves the world. */
export function unlinkTelegram(world: World, telegramId: number): void {
  const links = (data(world).telegramLinks ??= demoLinks());
  delete links[String(telegramId)];
  world.save();
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
  // a demo user as the README lists them, or a new Telegram user linked to nothing
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
