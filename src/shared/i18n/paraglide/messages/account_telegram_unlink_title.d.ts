/**
* | output |
* | --- |
* | "Unlink Telegram?" |
*
* @param {Account_Telegram_Unlink_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_title: ((inputs?: Account_Telegram_Unlink_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_Unlink_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_Unlink_TitleInputs = {};
