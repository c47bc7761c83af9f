/**
* | output |
* | --- |
* | "Choose your boards!" |
*
* @param {Game_Choose_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_boards: ((inputs?: Game_Choose_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Choose_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Choose_BoardsInputs = {};
