/**
* | output |
* | --- |
* | "Contact form" |
*
* @param {Account_Contact_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_contact_form: ((inputs?: Account_Contact_FormInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Contact_FormInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Contact_FormInputs = {};
