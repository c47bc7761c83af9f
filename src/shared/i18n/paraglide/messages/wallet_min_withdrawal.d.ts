/**
* | output |
* | --- |
* | "The minimum withdrawal is {min} ETB." |
*
* @param {Wallet_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_withdrawal: ((inputs: Wallet_Min_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Min_WithdrawalInputs = {
    min: NonNullable<unknown>;
};
