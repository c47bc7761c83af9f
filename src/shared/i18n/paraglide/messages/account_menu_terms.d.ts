/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Account_Menu_TermsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_terms: ((inputs?: Account_Menu_TermsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_TermsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Menu_TermsInputs = {};
