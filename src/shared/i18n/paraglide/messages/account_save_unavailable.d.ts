/**
* | output |
* | --- |
* | "Profile changes are not available yet." |
*
* @param {Account_Save_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_save_unavailable: ((inputs?: Account_Save_UnavailableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Save_UnavailableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Save_UnavailableInputs = {};
