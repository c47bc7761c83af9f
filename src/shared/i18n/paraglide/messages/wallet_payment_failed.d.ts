/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Wallet_Payment_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failed: ((inputs?: Wallet_Payment_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payment_FailedInputs = {};
