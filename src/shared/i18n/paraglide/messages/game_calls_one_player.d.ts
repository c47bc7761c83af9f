/**
* | output |
* | --- |
* | "1 player" |
*
* @param {Game_Calls_One_PlayerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_one_player: ((inputs?: Game_Calls_One_PlayerInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_One_PlayerInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_One_PlayerInputs = {};
