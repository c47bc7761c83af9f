/**
* | output |
* | --- |
* | "Play stake {stake} ETB" |
*
* @param {Game_Play_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_stake_label: ((inputs: Game_Play_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Play_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Play_Stake_LabelInputs = {
    stake: NonNullable<unknown>;
};
