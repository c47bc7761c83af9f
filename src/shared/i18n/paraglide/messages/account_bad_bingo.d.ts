/**
* | output |
* | --- |
* | "Bad Bingo" |
*
* @param {Account_Bad_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo: ((inputs?: Account_Bad_BingoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bad_BingoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Bad_BingoInputs = {};
