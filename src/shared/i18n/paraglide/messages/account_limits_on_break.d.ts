/**
* | output |
* | --- |
* | "You are on a break until {until}." |
*
* @param {Account_Limits_On_BreakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_on_break: ((inputs: Account_Limits_On_BreakInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_On_BreakInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_On_BreakInputs = {
    until: NonNullable<unknown>;
};
