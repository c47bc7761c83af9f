/**
* | output |
* | --- |
* | "Sum (ETB)" |
*
* @param {Wallet_Col_SumInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_sum: ((inputs?: Wallet_Col_SumInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_SumInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Col_SumInputs = {};
