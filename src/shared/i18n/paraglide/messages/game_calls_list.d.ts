/**
* | output |
* | --- |
* | "Calls of this game" |
*
* @param {Game_Calls_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_list: ((inputs?: Game_Calls_ListInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_ListInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_ListInputs = {};
