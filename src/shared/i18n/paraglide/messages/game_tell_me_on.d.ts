/**
* | output |
* | --- |
* | "The board picker opens by itself when it does." |
*
* @param {Game_Tell_Me_OnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_tell_me_on: ((inputs?: Game_Tell_Me_OnInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Tell_Me_OnInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Tell_Me_OnInputs = {};
