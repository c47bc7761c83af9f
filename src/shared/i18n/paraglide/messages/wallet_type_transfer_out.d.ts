/**
* | output |
* | --- |
* | "Transfer out" |
*
* @param {Wallet_Type_Transfer_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_out: ((inputs?: Wallet_Type_Transfer_OutInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Transfer_OutInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Type_Transfer_OutInputs = {};
