/**
* | output |
* | --- |
* | "Unable to generate a request ID. Please refresh the page!" |
*
* @param {Wallet_No_Trx_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_trx_id: ((inputs?: Wallet_No_Trx_IdInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_Trx_IdInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_Trx_IdInputs = {};
