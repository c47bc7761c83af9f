/**
* | output |
* | --- |
* | "Unlink" |
*
* @param {Account_Telegram_UnlinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink: ((inputs?: Account_Telegram_UnlinkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_UnlinkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_UnlinkInputs = {};
