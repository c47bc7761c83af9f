/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Account_Open_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_open_menu: ((inputs?: Account_Open_MenuInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Open_MenuInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Open_MenuInputs = {};
