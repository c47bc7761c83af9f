/**
* | output |
* | --- |
* | "Loading transactions..." |
*
* @param {Wallet_Loading_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_transactions: ((inputs?: Wallet_Loading_TransactionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Loading_TransactionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Loading_TransactionsInputs = {};
