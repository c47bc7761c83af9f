/**
* | output |
* | --- |
* | "Minimum deposit: {amount} ETB." |
*
* @param {Account_Terms_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_deposit: ((inputs: Account_Terms_Min_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Min_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_Min_DepositInputs = {
    amount: NonNullable<unknown>;
};
