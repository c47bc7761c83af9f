/**
* | output |
* | --- |
* | "Pick your boards" |
*
* @param {Game_Pick_Boards_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pick_boards_title: ((inputs?: Game_Pick_Boards_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Pick_Boards_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Pick_Boards_TitleInputs = {};
