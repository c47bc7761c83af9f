/**
* | output |
* | --- |
* | "Add Credit" |
*
* @param {Account_Add_CreditInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_add_credit: ((inputs?: Account_Add_CreditInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_CreditInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Add_CreditInputs = {};
