/**
* | output |
* | --- |
* | "Payment successful" |
*
* @param {Wallet_Payment_SuccessInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_success: ((inputs?: Wallet_Payment_SuccessInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_SuccessInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payment_SuccessInputs = {};
