/**
* | output |
* | --- |
* | "Better luck next round" |
*
* @param {Game_Better_LuckInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_better_luck: ((inputs?: Game_Better_LuckInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Better_LuckInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Better_LuckInputs = {};
