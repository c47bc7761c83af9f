/**
* | output |
* | --- |
* | "Buy boards to join this game!" |
*
* @param {Game_Buy_To_JoinInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_buy_to_join: ((inputs?: Game_Buy_To_JoinInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Buy_To_JoinInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Buy_To_JoinInputs = {};
