/**
* | output |
* | --- |
* | "Yes, link them" |
*
* @param {Telegram_Confirm_SubmitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_submit: ((inputs?: Telegram_Confirm_SubmitInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Confirm_SubmitInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Confirm_SubmitInputs = {};
