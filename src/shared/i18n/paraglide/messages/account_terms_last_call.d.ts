/**
* | output |
* | --- |
* | "A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo)." |
*
* @param {Account_Terms_Last_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_last_call: ((inputs?: Account_Terms_Last_CallInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Last_CallInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_Last_CallInputs = {};
