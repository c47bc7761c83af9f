/**
* | output |
* | --- |
* | "No boards found." |
*
* @param {Game_No_Boards_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_found: ((inputs?: Game_No_Boards_FoundInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_No_Boards_FoundInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_No_Boards_FoundInputs = {};
