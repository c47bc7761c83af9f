/**
* | output |
* | --- |
* | "No official list came to compare with." |
*
* @param {Game_Calls_UnknownInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_unknown: ((inputs?: Game_Calls_UnknownInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_UnknownInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_UnknownInputs = {};
