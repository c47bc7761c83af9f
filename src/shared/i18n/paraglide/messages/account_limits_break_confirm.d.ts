/**
* | output |
* | --- |
* | "Start the break" |
*
* @param {Account_Limits_Break_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm: ((inputs?: Account_Limits_Break_ConfirmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_ConfirmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Break_ConfirmInputs = {};
