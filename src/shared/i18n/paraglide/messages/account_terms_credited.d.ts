/**
* | output |
* | --- |
* | "Rewards are credited after the friend's first login." |
*
* @param {Account_Terms_CreditedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_credited: ((inputs?: Account_Terms_CreditedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_CreditedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_CreditedInputs = {};
