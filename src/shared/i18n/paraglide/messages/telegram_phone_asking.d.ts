/**
* | output |
* | --- |
* | "Waiting for Telegram…" |
*
* @param {Telegram_Phone_AskingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_phone_asking: ((inputs?: Telegram_Phone_AskingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Phone_AskingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Phone_AskingInputs = {};
