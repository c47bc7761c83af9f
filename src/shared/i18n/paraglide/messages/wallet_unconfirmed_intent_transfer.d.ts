/**
* | output |
* | --- |
* | "Transfer of {amount} ETB to {receiver}" |
*
* @param {Wallet_Unconfirmed_Intent_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_intent_transfer: ((inputs: Wallet_Unconfirmed_Intent_TransferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_Intent_TransferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_Intent_TransferInputs = {
    amount: NonNullable<unknown>;
    receiver: NonNullable<unknown>;
};
