/**
* | output |
* | --- |
* | "Daily deposit limit (ETB)" |
*
* @param {Account_Limits_Deposit_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_label: ((inputs?: Account_Limits_Deposit_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Deposit_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Deposit_LabelInputs = {};
