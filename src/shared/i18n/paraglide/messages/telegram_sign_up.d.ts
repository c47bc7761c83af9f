/**
* | output |
* | --- |
* | "New to Cartela? Sign up with your Telegram number" |
*
* @param {Telegram_Sign_UpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_sign_up: ((inputs?: Telegram_Sign_UpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Sign_UpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Sign_UpInputs = {};
