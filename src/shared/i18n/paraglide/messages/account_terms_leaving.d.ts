/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit the stake." |
*
* @param {Account_Terms_LeavingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_leaving: ((inputs?: Account_Terms_LeavingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_LeavingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_LeavingInputs = {};
