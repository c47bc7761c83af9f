/**
* | output |
* | --- |
* | "Keep linked" |
*
* @param {Account_Telegram_Unlink_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_cancel: ((inputs?: Account_Telegram_Unlink_CancelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_Unlink_CancelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_Unlink_CancelInputs = {};
