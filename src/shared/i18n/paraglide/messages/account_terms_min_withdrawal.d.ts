/**
* | output |
* | --- |
* | "Minimum withdrawal: {amount} ETB." |
*
* @param {Account_Terms_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_withdrawal: ((inputs: Account_Terms_Min_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Min_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_Min_WithdrawalInputs = {
    amount: NonNullable<unknown>;
};
