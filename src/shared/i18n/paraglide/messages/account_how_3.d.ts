/**
* | output |
* | --- |
* | "When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75." |
*
* @param {Account_How_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_3: ((inputs?: Account_How_3Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_3Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_How_3Inputs = {};
