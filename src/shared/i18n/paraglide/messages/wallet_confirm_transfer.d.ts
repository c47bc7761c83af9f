/**
* | output |
* | --- |
* | "Confirm transfer" |
*
* @param {Wallet_Confirm_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer: ((inputs?: Wallet_Confirm_TransferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Confirm_TransferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Confirm_TransferInputs = {};
