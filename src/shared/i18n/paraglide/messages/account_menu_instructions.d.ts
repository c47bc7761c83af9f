/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Account_Menu_InstructionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_instructions: ((inputs?: Account_Menu_InstructionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_InstructionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Menu_InstructionsInputs = {};
