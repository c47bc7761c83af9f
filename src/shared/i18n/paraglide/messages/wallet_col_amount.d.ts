/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Wallet_Col_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_amount: ((inputs?: Wallet_Col_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Col_AmountInputs = {};
