/**
* | output |
* | --- |
* | "Withdrawal limits" |
*
* @param {Wallet_Withdraw_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_limits: ((inputs?: Wallet_Withdraw_LimitsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_LimitsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Withdraw_LimitsInputs = {};
