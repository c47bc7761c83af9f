/**
* | output |
* | --- |
* | "Pick 1 or 2 boards that nobody else has taken, then press Start. Each board costs the stake." |
*
* @param {Account_How_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_2: ((inputs?: Account_How_2Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_2Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_How_2Inputs = {};
