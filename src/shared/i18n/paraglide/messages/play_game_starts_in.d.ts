/**
* | output |
* | --- |
* | "Game starts in" |
*
* @param {Play_Game_Starts_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_game_starts_in: ((inputs?: Play_Game_Starts_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Game_Starts_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Game_Starts_InInputs = {};
