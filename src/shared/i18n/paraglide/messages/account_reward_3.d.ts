/**
* | output |
* | --- |
* | "Rewards are credited after your friend's first login." |
*
* @param {Account_Reward_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_3: ((inputs?: Account_Reward_3Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_3Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reward_3Inputs = {};
