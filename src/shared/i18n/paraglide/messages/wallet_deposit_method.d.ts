/**
* | output |
* | --- |
* | "Deposit method" |
*
* @param {Wallet_Deposit_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_method: ((inputs?: Wallet_Deposit_MethodInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_MethodInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Deposit_MethodInputs = {};
