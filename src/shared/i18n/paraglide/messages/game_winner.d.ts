/**
* | output |
* | --- |
* | "Winner: {name}" |
*
* @param {Game_WinnerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner: ((inputs: Game_WinnerInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_WinnerInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_WinnerInputs = {
    name: NonNullable<unknown>;
};
