/**
* | output |
* | --- |
* | "Your limits are kept with your account and apply on every device." |
*
* @param {Account_Limits_ServerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_server: ((inputs?: Account_Limits_ServerInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_ServerInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_ServerInputs = {};
