/**
* | output |
* | --- |
* | "Current balance" |
*
* @param {Wallet_Current_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_current_balance: ((inputs?: Wallet_Current_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Current_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Current_BalanceInputs = {};
