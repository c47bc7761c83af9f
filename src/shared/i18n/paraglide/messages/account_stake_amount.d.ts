/**
* | output |
* | --- |
* | "{stake} ETB" |
*
* @param {Account_Stake_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_stake_amount: ((inputs: Account_Stake_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stake_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Stake_AmountInputs = {
    stake: NonNullable<unknown>;
};
