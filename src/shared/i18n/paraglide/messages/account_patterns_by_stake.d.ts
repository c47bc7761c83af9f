/**
* | output |
* | --- |
* | "Patterns by stake" |
*
* @param {Account_Patterns_By_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_patterns_by_stake: ((inputs?: Account_Patterns_By_StakeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Patterns_By_StakeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Patterns_By_StakeInputs = {};
