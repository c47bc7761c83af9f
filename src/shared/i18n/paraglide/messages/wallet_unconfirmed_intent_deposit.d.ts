/**
* | output |
* | --- |
* | "Deposit of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_deposit: ((inputs: Wallet_Unconfirmed_Intent_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_Intent_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_Intent_DepositInputs = {
    amount: NonNullable<unknown>;
};
