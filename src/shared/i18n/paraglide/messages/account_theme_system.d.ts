/**
* | output |
* | --- |
* | "As the phone" |
*
* @param {Account_Theme_SystemInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_theme_system: ((inputs?: Account_Theme_SystemInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Theme_SystemInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Theme_SystemInputs = {};
