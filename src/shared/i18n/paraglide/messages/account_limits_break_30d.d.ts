/**
* | output |
* | --- |
* | "30 days" |
*
* @param {Account_Limits_Break_30dInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_30d: ((inputs?: Account_Limits_Break_30dInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_30dInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Break_30dInputs = {};
