/**
* | output |
* | --- |
* | "You have no boards in this game" |
*
* @param {Game_No_Boards_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_in_game: ((inputs?: Game_No_Boards_In_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_No_Boards_In_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_No_Boards_In_GameInputs = {};
