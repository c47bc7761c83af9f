/**
* | output |
* | --- |
* | "Balance: {amount} ETB" |
*
* @param {Wallet_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance: ((inputs: Wallet_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_BalanceInputs = {
    amount: NonNullable<unknown>;
};
