/**
* | output |
* | --- |
* | "Transfer in" |
*
* @param {Wallet_Type_Transfer_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_in: ((inputs?: Wallet_Type_Transfer_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Transfer_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Type_Transfer_InInputs = {};
