/**
* | output |
* | --- |
* | "transfer" |
*
* @param {Wallet_Intent_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_transfer: ((inputs?: Wallet_Intent_TransferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Intent_TransferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Intent_TransferInputs = {};
