/**
* | output |
* | --- |
* | "Not enough" |
*
* @param {Game_Not_EnoughInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_not_enough: ((inputs?: Game_Not_EnoughInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Not_EnoughInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Not_EnoughInputs = {};
