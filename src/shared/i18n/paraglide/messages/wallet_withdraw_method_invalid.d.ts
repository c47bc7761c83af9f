/**
* | output |
* | --- |
* | "Invalid payment method. Please select one!" |
*
* @param {Wallet_Withdraw_Method_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method_invalid: ((inputs?: Wallet_Withdraw_Method_InvalidInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_Method_InvalidInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Withdraw_Method_InvalidInputs = {};
