/**
* | output |
* | --- |
* | "Tell me when stake {stake} ETB opens" |
*
* @param {Game_Tell_Me_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_tell_me_stake_label: ((inputs: Game_Tell_Me_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Tell_Me_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Tell_Me_Stake_LabelInputs = {
    stake: NonNullable<unknown>;
};
