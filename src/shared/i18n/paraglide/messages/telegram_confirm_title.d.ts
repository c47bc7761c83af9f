/**
* | output |
* | --- |
* | "Link this Telegram account?" |
*
* @param {Telegram_Confirm_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_confirm_title: ((inputs?: Telegram_Confirm_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Confirm_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Confirm_TitleInputs = {};
