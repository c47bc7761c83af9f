/**
* | output |
* | --- |
* | "Your phone number is not verified yet. Please log in with your phone number to verify it." |
*
* @param {Telegram_UnverifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const telegram_unverified: ((inputs?: Telegram_UnverifiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Telegram_UnverifiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Telegram_UnverifiedInputs = {};
