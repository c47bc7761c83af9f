/**
* | output |
* | --- |
* | "Winners: {list}" |
*
* @param {Game_WinnersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winners: ((inputs: Game_WinnersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_WinnersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_WinnersInputs = {
    list: NonNullable<unknown>;
};
