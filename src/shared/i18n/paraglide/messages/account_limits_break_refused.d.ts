/**
* | output |
* | --- |
* | "You are on a break until {until}: staking and deposits are paused." |
*
* @param {Account_Limits_Break_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_refused: ((inputs: Account_Limits_Break_RefusedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_RefusedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Break_RefusedInputs = {
    until: NonNullable<unknown>;
};
