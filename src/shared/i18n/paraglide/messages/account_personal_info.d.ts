/**
* | output |
* | --- |
* | "Personal info" |
*
* @param {Account_Personal_InfoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_personal_info: ((inputs?: Account_Personal_InfoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Personal_InfoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Personal_InfoInputs = {};
