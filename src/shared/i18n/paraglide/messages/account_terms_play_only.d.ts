/**
* | output |
* | --- |
* | "Invite credit is play-only and cannot be withdrawn." |
*
* @param {Account_Terms_Play_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_play_only: ((inputs?: Account_Terms_Play_OnlyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Play_OnlyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_Play_OnlyInputs = {};
