/**
* | output |
* | --- |
* | "You came back from the payment provider with a deposit of {amount} ETB. Your balance below includes it only once the provider confirms it." |
*
* @param {Wallet_Pending_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_deposit: ((inputs: Wallet_Pending_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Pending_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Pending_DepositInputs = {
    amount: NonNullable<unknown>;
};
