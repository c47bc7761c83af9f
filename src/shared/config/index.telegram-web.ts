// A public entry of the config segment beside index.ts: the Telegram web origins, for the launch check
// (shared/telegram) and the server's frame-ancestors (./csp.ts), without the rest of the config.
/**
 * The origins of Telegram's web clients, which show a Mini App in an iframe (web.telegram.org/k/ and
 * /a/): the only pages the server's `frame-ancestors` lets frame the app (./csp.ts), and the only
 * framing pages the app takes for Telegram's native side (shared/telegram).
 */
export const TELEGRAM_WEB_ORIGINS: readonly string[] = ['https://web.telegram.org'];
