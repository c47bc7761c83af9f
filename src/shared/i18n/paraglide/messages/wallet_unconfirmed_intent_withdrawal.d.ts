/**
* | output |
* | --- |
* | "Withdrawal of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_withdrawal: ((inputs: Wallet_Unconfirmed_Intent_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_Intent_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_Intent_WithdrawalInputs = {
    amount: NonNullable<unknown>;
};
