/**
* | output |
* | --- |
* | "All amounts are in Ethiopian birr (ETB)." |
*
* @param {Account_Terms_CurrencyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_currency: ((inputs?: Account_Terms_CurrencyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_CurrencyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_CurrencyInputs = {};
