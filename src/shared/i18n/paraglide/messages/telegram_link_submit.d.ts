/**
* | output |
* | --- |
* | "Link and continue" |
*
* @param {Telegram_Link_SubmitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_submit: ((inputs?: Telegram_Link_SubmitInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Link_SubmitInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Link_SubmitInputs = {};
