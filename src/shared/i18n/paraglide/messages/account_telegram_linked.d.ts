/**
* | output |
* | --- |
* | "Telegram: {name}" |
*
* @param {Account_Telegram_LinkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_linked: ((inputs: Account_Telegram_LinkedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_LinkedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_LinkedInputs = {
    name: NonNullable<unknown>;
};
