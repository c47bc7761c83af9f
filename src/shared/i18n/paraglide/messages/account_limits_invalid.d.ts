/**
* | output |
* | --- |
* | "Enter a positive amount with at most two decimals, or leave the field empty." |
*
* @param {Account_Limits_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_invalid: ((inputs?: Account_Limits_InvalidInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_InvalidInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_InvalidInputs = {};
