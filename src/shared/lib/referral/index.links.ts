// Invite links (spec §2.16, §9) for the app's pages: they read the build's Telegram bot and app
// (VITE_TELEGRAM_BOT, VITE_TELEGRAM_APP), which the mock provider's Node side does not have.
export { inviteLinks, inviteShareLink, telegramInviteLink, telegramInvitesOn, telegramShareUrl } from './telegram-link';
export { shortReferralCode } from './index';
