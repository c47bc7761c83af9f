/**
* | output |
* | --- |
* | "Back to your game" |
*
* @param {Game_Back_To_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back_to_game: ((inputs?: Game_Back_To_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Back_To_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Back_To_GameInputs = {};
