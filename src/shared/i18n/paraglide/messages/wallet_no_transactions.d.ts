/**
* | output |
* | --- |
* | "No transaction history available" |
*
* @param {Wallet_No_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_transactions: ((inputs?: Wallet_No_TransactionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_TransactionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_TransactionsInputs = {};
