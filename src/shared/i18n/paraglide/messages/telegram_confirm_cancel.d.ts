/**
* | output |
* | --- |
* | "No, go back" |
*
* @param {Telegram_Confirm_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_cancel: ((inputs?: Telegram_Confirm_CancelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Confirm_CancelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Confirm_CancelInputs = {};
