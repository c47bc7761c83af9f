/**
* | output |
* | --- |
* | "Balance: {amount} ETB" |
*
* @param {Wallet_Row_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_balance: ((inputs: Wallet_Row_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Row_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Row_BalanceInputs = {
    amount: NonNullable<unknown>;
};
