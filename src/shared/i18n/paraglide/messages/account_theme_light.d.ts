/**
* | output |
* | --- |
* | "Light" |
*
* @param {Account_Theme_LightInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_theme_light: ((inputs?: Account_Theme_LightInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Theme_LightInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Theme_LightInputs = {};
