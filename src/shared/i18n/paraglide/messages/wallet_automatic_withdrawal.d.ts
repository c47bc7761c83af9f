/**
* | output |
* | --- |
* | "Automatic withdrawal" |
*
* @param {Wallet_Automatic_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_withdrawal: ((inputs?: Wallet_Automatic_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Automatic_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Automatic_WithdrawalInputs = {};
