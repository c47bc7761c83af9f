/**
* | output |
* | --- |
* | "Use my Telegram number" |
*
* @param {Telegram_Use_My_NumberInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_use_my_number: ((inputs?: Telegram_Use_My_NumberInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Use_My_NumberInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Use_My_NumberInputs = {};
