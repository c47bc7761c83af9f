/**
* | output |
* | --- |
* | "Retry payment" |
*
* @param {Wallet_Retry_PaymentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_retry_payment: ((inputs?: Wallet_Retry_PaymentInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Retry_PaymentInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Retry_PaymentInputs = {};
