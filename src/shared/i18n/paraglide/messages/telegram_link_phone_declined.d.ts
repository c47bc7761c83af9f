/**
* | output |
* | --- |
* | "Telegram did not share your phone number. Please type it in the phone number field." |
*
* @param {Telegram_Link_Phone_DeclinedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_phone_declined: ((inputs?: Telegram_Link_Phone_DeclinedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Link_Phone_DeclinedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Link_Phone_DeclinedInputs = {};
