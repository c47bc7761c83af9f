/**
* | output |
* | --- |
* | "Manual withdrawal" |
*
* @param {Wallet_Manual_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_withdrawal: ((inputs?: Wallet_Manual_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Manual_WithdrawalInputs = {};
