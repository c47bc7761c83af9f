/**
* | output |
* | --- |
* | "Stay logged in" |
*
* @param {Account_Logout_StayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout_stay: ((inputs?: Account_Logout_StayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Logout_StayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Logout_StayInputs = {};
