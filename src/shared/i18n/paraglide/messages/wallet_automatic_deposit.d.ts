/**
* | output |
* | --- |
* | "Automatic deposit" |
*
* @param {Wallet_Automatic_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_deposit: ((inputs?: Wallet_Automatic_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Automatic_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Automatic_DepositInputs = {};
