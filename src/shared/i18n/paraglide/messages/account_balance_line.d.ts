/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Account_Balance_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_balance_line: ((inputs: Account_Balance_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Balance_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Balance_LineInputs = {
    amount: NonNullable<unknown>;
};
