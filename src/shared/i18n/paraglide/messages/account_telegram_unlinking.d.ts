/**
* | output |
* | --- |
* | "Unlinking..." |
*
* @param {Account_Telegram_UnlinkingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlinking: ((inputs?: Account_Telegram_UnlinkingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_UnlinkingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_UnlinkingInputs = {};
