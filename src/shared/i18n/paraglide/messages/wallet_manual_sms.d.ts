/**
* | output |
* | --- |
* | "Please paste the mobile-money SMS transaction ID." |
*
* @param {Wallet_Manual_SmsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_sms: ((inputs?: Wallet_Manual_SmsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_SmsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Manual_SmsInputs = {};
