/**
* | output |
* | --- |
* | "Date: {date}" |
*
* @param {Wallet_Row_DateInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_date: ((inputs: Wallet_Row_DateInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Row_DateInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Row_DateInputs = {
    date: NonNullable<unknown>;
};
