/**
* | output |
* | --- |
* | "You bought board {id}" |
*
* @param {Game_Bought_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bought_board: ((inputs: Game_Bought_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bought_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Bought_BoardInputs = {
    id: NonNullable<unknown>;
};
