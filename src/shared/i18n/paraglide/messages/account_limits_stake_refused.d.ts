/**
* | output |
* | --- |
* | "This stake is over your daily stake limit of {limit} ETB. You can stake {left} ETB more today." |
*
* @param {Account_Limits_Stake_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_refused: ((inputs: Account_Limits_Stake_RefusedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Stake_RefusedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Stake_RefusedInputs = {
    limit: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
