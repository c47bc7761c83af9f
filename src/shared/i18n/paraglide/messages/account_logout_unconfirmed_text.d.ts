/**
* | output |
* | --- |
* | "It stays on this phone and is checked again when you log in. Log out anyway?" |
*
* @param {Account_Logout_Unconfirmed_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout_unconfirmed_text: ((inputs?: Account_Logout_Unconfirmed_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Logout_Unconfirmed_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Logout_Unconfirmed_TextInputs = {};
