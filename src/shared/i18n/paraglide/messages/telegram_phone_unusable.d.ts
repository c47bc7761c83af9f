/**
* | output |
* | --- |
* | "Your Telegram phone number is not an Ethiopian mobile number. Please enter one below." |
*
* @param {Telegram_Phone_UnusableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_phone_unusable: ((inputs?: Telegram_Phone_UnusableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_Phone_UnusableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_Phone_UnusableInputs = {};
