/**
* | output |
* | --- |
* | "Stake {stake} ETB" |
*
* @param {Game_Stake_Card_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stake_card_label: ((inputs: Game_Stake_Card_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Stake_Card_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Stake_Card_LabelInputs = {
    stake: NonNullable<unknown>;
};
