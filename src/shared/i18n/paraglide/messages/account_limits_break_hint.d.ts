/**
* | output |
* | --- |
* | "During a break you cannot stake or deposit. You can still log in, see your balance and withdraw. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_hint: ((inputs?: Account_Limits_Break_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Break_HintInputs = {};
