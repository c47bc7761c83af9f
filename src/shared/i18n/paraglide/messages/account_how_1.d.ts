/**
* | output |
* | --- |
* | "Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB)." |
*
* @param {Account_How_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_1: ((inputs?: Account_How_1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_How_1Inputs = {};
