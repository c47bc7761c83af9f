/**
* | output |
* | --- |
* | "Telegram account" |
*
* @param {Telegram_Confirm_TelegramInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_telegram: ((inputs?: Telegram_Confirm_TelegramInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Confirm_TelegramInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Confirm_TelegramInputs = {};
