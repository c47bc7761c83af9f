/**
* | output |
* | --- |
* | "Loading board {id}..." |
*
* @param {Game_Loading_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_board: ((inputs: Game_Loading_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Loading_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Loading_BoardInputs = {
    id: NonNullable<unknown>;
};
