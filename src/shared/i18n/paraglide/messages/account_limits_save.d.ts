/**
* | output |
* | --- |
* | "Save limits" |
*
* @param {Account_Limits_SaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_save: ((inputs?: Account_Limits_SaveInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_SaveInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_SaveInputs = {};
