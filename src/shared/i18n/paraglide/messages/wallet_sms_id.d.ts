/**
* | output |
* | --- |
* | "SMS transaction ID" |
*
* @param {Wallet_Sms_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_sms_id: ((inputs?: Wallet_Sms_IdInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Sms_IdInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Sms_IdInputs = {};
