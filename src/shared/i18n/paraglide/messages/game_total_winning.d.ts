/**
* | output |
* | --- |
* | "Total winning" |
*
* @param {Game_Total_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_total_winning: ((inputs?: Game_Total_WinningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Total_WinningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Total_WinningInputs = {};
