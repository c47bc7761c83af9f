/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Account_Theme_DarkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_theme_dark: ((inputs?: Account_Theme_DarkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Theme_DarkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Theme_DarkInputs = {};
