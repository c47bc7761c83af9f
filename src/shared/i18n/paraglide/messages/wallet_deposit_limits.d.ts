/**
* | output |
* | --- |
* | "Deposit limits" |
*
* @param {Wallet_Deposit_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_limits: ((inputs?: Wallet_Deposit_LimitsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_LimitsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Deposit_LimitsInputs = {};
