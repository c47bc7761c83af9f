/**
* | output |
* | --- |
* | "Winning board {id}" |
*
* @param {Game_Winning_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_board: ((inputs: Game_Winning_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Winning_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Winning_BoardInputs = {
    id: NonNullable<unknown>;
};
