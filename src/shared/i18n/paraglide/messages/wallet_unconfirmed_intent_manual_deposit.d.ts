/**
* | output |
* | --- |
* | "Manual deposit of {amount} ETB" |
*
* @param {Wallet_Unconfirmed_Intent_Manual_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_manual_deposit: ((inputs: Wallet_Unconfirmed_Intent_Manual_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_Intent_Manual_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_Intent_Manual_DepositInputs = {
    amount: NonNullable<unknown>;
};
