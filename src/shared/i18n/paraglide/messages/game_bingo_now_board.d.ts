/**
* | output |
* | --- |
* | "BINGO! board {id}: bingo now!" |
*
* @param {Game_Bingo_Now_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_now_board: ((inputs: Game_Bingo_Now_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bingo_Now_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Bingo_Now_BoardInputs = {
    id: NonNullable<unknown>;
};
