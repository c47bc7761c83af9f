/**
* | output |
* | --- |
* | "From now on this Telegram account signs in to this Cartela account without a password." |
*
* @param {Telegram_Confirm_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_text: ((inputs?: Telegram_Confirm_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Confirm_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Confirm_TextInputs = {};
