/**
* | output |
* | --- |
* | "In progress, stake {stake} ETB" |
*
* @param {Game_In_Progress_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_in_progress_stake_label: ((inputs: Game_In_Progress_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_In_Progress_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_In_Progress_Stake_LabelInputs = {
    stake: NonNullable<unknown>;
};
