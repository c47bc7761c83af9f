/**
* | output |
* | --- |
* | "Invite rewards are play-only: they can be staked in games but not withdrawn." |
*
* @param {Account_Reward_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_4: ((inputs?: Account_Reward_4Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_4Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reward_4Inputs = {};
