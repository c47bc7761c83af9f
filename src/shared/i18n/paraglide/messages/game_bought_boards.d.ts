/**
* | output |
* | --- |
* | "You bought boards {list} and {last}" |
*
* @param {Game_Bought_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bought_boards: ((inputs: Game_Bought_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bought_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Bought_BoardsInputs = {
    list: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
