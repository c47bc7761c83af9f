// npm run telegram:link [-- --user 700000001 --startapp ref_XXXX --dark --base http://127.0.0.1:5173]
// Prints a URL that opens Cartela as Telegram would open the Mini App: the launch parameters in the
// hash, the init data signed now (it signs in for an hour, links for ten minutes) with
// MOCK_TELEGRAM_BOT_TOKEN or the mock's test token. The app takes launch data only with Telegram's
// native side around it, so the URL asks the mock provider (mock mode: npm start) for its stand-in
// (`?mockTelegram`: a Telegram-like header with BackButton, and the MainButton); a build for a real
// server ignores that and shows its normal login page.
import { parseArgs } from 'node:util';
import { TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME, telegramLaunchHash } from '@mock-provider/node';

const { values } = parseArgs({
  options: {
    user: { type: 'string', default: '700000001' },
    startapp: { type: 'string' },
    dark: { type: 'boolean', default: false },
    base: { type: 'string', default: 'http://127.0.0.1:5173' },
  },
});
const hash = await telegramLaunchHash({ userId: Number(values.user), startParam: values.startapp, theme: values.dark ? TELEGRAM_DARK_THEME : TELEGRAM_LIGHT_THEME });
console.log(`${values.base}/?mockTelegram${hash}`);
