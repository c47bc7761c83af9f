/**
* | output |
* | --- |
* | "Tap a number on your board after it is called to mark it. The centre cell is free." |
*
* @param {Account_How_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_4: ((inputs?: Account_How_4Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_4Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_How_4Inputs = {};
