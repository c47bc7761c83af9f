/**
* | output |
* | --- |
* | "Leave empty for no limit." |
*
* @param {Account_Limits_Empty_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_empty_hint: ((inputs?: Account_Limits_Empty_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Empty_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Empty_HintInputs = {};
