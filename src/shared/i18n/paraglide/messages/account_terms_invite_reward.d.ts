/**
* | output |
* | --- |
* | "The inviter earns {amount} ETB game credit; the friend gets a welcome bonus." |
*
* @param {Account_Terms_Invite_RewardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_invite_reward: ((inputs: Account_Terms_Invite_RewardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Invite_RewardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_Invite_RewardInputs = {
    amount: NonNullable<unknown>;
};
