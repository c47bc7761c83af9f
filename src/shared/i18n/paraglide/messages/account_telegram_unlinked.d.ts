/**
* | output |
* | --- |
* | "Telegram is no longer linked to this account." |
*
* @param {Account_Telegram_UnlinkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlinked: ((inputs?: Account_Telegram_UnlinkedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_UnlinkedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_UnlinkedInputs = {};
