/**
* | output |
* | --- |
* | "Daily stake limit (ETB)" |
*
* @param {Account_Limits_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_label: ((inputs?: Account_Limits_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Stake_LabelInputs = {};
