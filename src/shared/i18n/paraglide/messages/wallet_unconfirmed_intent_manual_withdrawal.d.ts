/**
* | output |
* | --- |
* | "Manual withdrawal of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_manual_withdrawal: ((inputs: Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_Intent_Manual_WithdrawalInputs = {
    amount: NonNullable<unknown>;
};
