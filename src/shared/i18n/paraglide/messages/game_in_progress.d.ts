/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Game_In_ProgressInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_in_progress: ((inputs?: Game_In_ProgressInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_In_ProgressInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_In_ProgressInputs = {};
