/**
* | output |
* | --- |
* | "The phone number must be exactly 10 digits." |
*
* @param {Wallet_Deposit_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_phone: ((inputs?: Wallet_Deposit_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Deposit_PhoneInputs = {};
