/**
* | output |
* | --- |
* | "Today on this device: {deposits} ETB deposited, {stakes} ETB staked." |
*
* @param {Account_Limits_TodayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_today: ((inputs: Account_Limits_TodayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_TodayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_TodayInputs = {
    deposits: NonNullable<unknown>;
    stakes: NonNullable<unknown>;
};
