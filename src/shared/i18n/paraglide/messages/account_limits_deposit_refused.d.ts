/**
* | output |
* | --- |
* | "This deposit is over your daily deposit limit of {limit} ETB. You can deposit {left} ETB more today." |
*
* @param {Account_Limits_Deposit_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_refused: ((inputs: Account_Limits_Deposit_RefusedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Deposit_RefusedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Deposit_RefusedInputs = {
    limit: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
