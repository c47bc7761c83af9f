/**
* | output |
* | --- |
* | "No game found, try again later" |
*
* @param {Game_No_Game_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_game_found: ((inputs?: Game_No_Game_FoundInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_No_Game_FoundInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_No_Game_FoundInputs = {};
