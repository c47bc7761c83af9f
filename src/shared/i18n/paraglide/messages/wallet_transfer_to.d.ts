/**
* | output |
* | --- |
* | "Transfer to (phone)" |
*
* @param {Wallet_Transfer_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to: ((inputs?: Wallet_Transfer_ToInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_ToInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Transfer_ToInputs = {};
