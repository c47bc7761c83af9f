/**
* | output |
* | --- |
* | "You will not be able to stake or deposit until {until}. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_Confirm_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_text: ((inputs: Account_Limits_Break_Confirm_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_Confirm_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Break_Confirm_TextInputs = {
    until: NonNullable<unknown>;
};
