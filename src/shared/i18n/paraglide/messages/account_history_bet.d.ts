/**
* | output |
* | --- |
* | "Bet: {amount} ETB" |
*
* @param {Account_History_BetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_history_bet: ((inputs: Account_History_BetInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_History_BetInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_History_BetInputs = {
    amount: NonNullable<unknown>;
};
