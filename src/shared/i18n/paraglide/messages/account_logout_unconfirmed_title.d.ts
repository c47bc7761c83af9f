/**
* | output |
* | --- |
* | "A money request is not confirmed yet" |
*
* @param {Account_Logout_Unconfirmed_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout_unconfirmed_title: ((inputs?: Account_Logout_Unconfirmed_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Logout_Unconfirmed_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Logout_Unconfirmed_TitleInputs = {};
