/**
* | output |
* | --- |
* | "Winning boards: {list}" |
*
* @param {Game_Winning_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_boards: ((inputs: Game_Winning_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Winning_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Winning_BoardsInputs = {
    list: NonNullable<unknown>;
};
