/**
* | output |
* | --- |
* | "Phone number must be 10 digits, starting with 0..." |
*
* @param {Account_Invite_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_bad_phone: ((inputs?: Account_Invite_Bad_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_Bad_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Invite_Bad_PhoneInputs = {};
