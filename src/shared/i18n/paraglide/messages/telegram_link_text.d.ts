/**
* | output |
* | --- |
* | "Log in once with your Cartela phone number and password. After that, Telegram signs you in." |
*
* @param {Telegram_Link_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_text: ((inputs?: Telegram_Link_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Link_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Link_TextInputs = {};
