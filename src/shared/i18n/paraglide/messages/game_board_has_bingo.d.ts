/**
* | output |
* | --- |
* | "Board {id} has bingo" |
*
* @param {Game_Board_Has_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_has_bingo: ((inputs: Game_Board_Has_BingoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_Has_BingoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Board_Has_BingoInputs = {
    id: NonNullable<unknown>;
};
