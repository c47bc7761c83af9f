/**
* | output |
* | --- |
* | "Maximum daily deposit: {amount} ETB." |
*
* @param {Account_Terms_Max_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_max_deposit: ((inputs: Account_Terms_Max_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Max_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_Max_DepositInputs = {
    amount: NonNullable<unknown>;
};
