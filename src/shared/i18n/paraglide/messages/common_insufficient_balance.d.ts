/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Common_Insufficient_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_insufficient_balance: ((inputs?: Common_Insufficient_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Insufficient_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Insufficient_BalanceInputs = {};
