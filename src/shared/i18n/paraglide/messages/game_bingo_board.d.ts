/**
* | output |
* | --- |
* | "BINGO! board {id}" |
*
* @param {Game_Bingo_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_board: ((inputs: Game_Bingo_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bingo_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Bingo_BoardInputs = {
    id: NonNullable<unknown>;
};
