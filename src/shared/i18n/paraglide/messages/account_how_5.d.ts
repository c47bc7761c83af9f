/**
* | output |
* | --- |
* | "When your marked numbers complete the stake's pattern, press BINGO! for that board." |
*
* @param {Account_How_5Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_5: ((inputs?: Account_How_5Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_5Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_How_5Inputs = {};
