/**
* | output |
* | --- |
* | "Withdrawal method" |
*
* @param {Wallet_Withdraw_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method: ((inputs?: Wallet_Withdraw_MethodInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_MethodInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Withdraw_MethodInputs = {};
