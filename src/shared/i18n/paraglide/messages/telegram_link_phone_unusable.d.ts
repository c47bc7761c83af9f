/**
* | output |
* | --- |
* | "Your Telegram phone number is not an Ethiopian mobile number. Please type your Cartela phone number in the phone number field." |
*
* @param {Telegram_Link_Phone_UnusableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_link_phone_unusable: ((inputs?: Telegram_Link_Phone_UnusableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Link_Phone_UnusableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Link_Phone_UnusableInputs = {};
