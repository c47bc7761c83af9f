/**
* | output |
* | --- |
* | "The start date must not be after the end date." |
*
* @param {Account_Bad_RangeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_range: ((inputs?: Account_Bad_RangeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bad_RangeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Bad_RangeInputs = {};
