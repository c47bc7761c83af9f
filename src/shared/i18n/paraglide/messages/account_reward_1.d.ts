/**
* | output |
* | --- |
* | "You earn 10 ETB game credit for every friend who joins with your code." |
*
* @param {Account_Reward_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_1: ((inputs?: Account_Reward_1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reward_1Inputs = {};
