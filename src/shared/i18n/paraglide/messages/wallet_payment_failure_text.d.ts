/**
* | output |
* | --- |
* | "Oops! Something went wrong. Please try again or contact support." |
*
* @param {Wallet_Payment_Failure_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failure_text: ((inputs?: Wallet_Payment_Failure_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_Failure_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payment_Failure_TextInputs = {};
