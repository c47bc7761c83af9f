/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Account_Menu_ProfileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_profile: ((inputs?: Account_Menu_ProfileInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_ProfileInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Menu_ProfileInputs = {};
