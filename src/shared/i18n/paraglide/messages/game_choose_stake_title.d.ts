/**
* | output |
* | --- |
* | "Choose your stake" |
*
* @param {Game_Choose_Stake_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_stake_title: ((inputs?: Game_Choose_Stake_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Choose_Stake_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Choose_Stake_TitleInputs = {};
