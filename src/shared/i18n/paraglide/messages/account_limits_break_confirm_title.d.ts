/**
* | output |
* | --- |
* | "Take a break of {period}?" |
*
* @param {Account_Limits_Break_Confirm_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_title: ((inputs: Account_Limits_Break_Confirm_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_Confirm_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Break_Confirm_TitleInputs = {
    period: NonNullable<unknown>;
};
