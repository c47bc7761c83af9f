/**
* | output |
* | --- |
* | "A new round opens after this game." |
*
* @param {Game_Next_Round_AfterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_next_round_after: ((inputs?: Game_Next_Round_AfterInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Next_Round_AfterInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Next_Round_AfterInputs = {};
