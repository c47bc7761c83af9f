/**
* | output |
* | --- |
* | "Price per board" |
*
* @param {Game_Price_Per_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_price_per_board: ((inputs?: Game_Price_Per_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Price_Per_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Price_Per_BoardInputs = {};
