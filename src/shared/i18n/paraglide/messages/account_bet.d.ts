/**
* | output |
* | --- |
* | "Bet: {amount} ETB" |
*
* @param {Account_BetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bet: ((inputs: Account_BetInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BetInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_BetInputs = {
    amount: NonNullable<unknown>;
};
