/**
* | output |
* | --- |
* | "The phone number must be 10 digits, starting with 0." |
*
* @param {Wallet_Transfer_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_phone: ((inputs?: Wallet_Transfer_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Transfer_PhoneInputs = {};
