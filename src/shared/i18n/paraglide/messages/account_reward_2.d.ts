/**
* | output |
* | --- |
* | "Your friend gets a welcome bonus." |
*
* @param {Account_Reward_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_2: ((inputs?: Account_Reward_2Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_2Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reward_2Inputs = {};
