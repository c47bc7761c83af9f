/**
* | output |
* | --- |
* | "Stake in a game in progress" |
*
* @param {Wallet_Pending_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_stake: ((inputs?: Wallet_Pending_StakeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Pending_StakeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Pending_StakeInputs = {};
