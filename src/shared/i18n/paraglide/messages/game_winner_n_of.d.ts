/**
* | output |
* | --- |
* | "Winner {n} of {total}" |
*
* @param {Game_Winner_N_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner_n_of: ((inputs: Game_Winner_N_OfInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Winner_N_OfInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Winner_N_OfInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
