/**
* | output |
* | --- |
* | "Unlinking Telegram is not available yet. Please contact support." |
*
* @param {Account_Telegram_Unlink_Not_OfferedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_not_offered: ((inputs?: Account_Telegram_Unlink_Not_OfferedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_Unlink_Not_OfferedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_Unlink_Not_OfferedInputs = {};
