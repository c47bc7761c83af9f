/**
* | output |
* | --- |
* | "Transfer completed." |
*
* @param {Wallet_Transfer_DoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_done: ((inputs?: Wallet_Transfer_DoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_DoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Transfer_DoneInputs = {};
