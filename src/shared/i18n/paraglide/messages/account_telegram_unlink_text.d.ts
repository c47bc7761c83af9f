/**
* | output |
* | --- |
* | "{name} will no longer sign in to this account from Telegram. You can link a Telegram account again by logging in with your phone number and password inside T..." |
*
* @param {Account_Telegram_Unlink_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_telegram_unlink_text: ((inputs: Account_Telegram_Unlink_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Telegram_Unlink_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Telegram_Unlink_TextInputs = {
    name: NonNullable<unknown>;
};
