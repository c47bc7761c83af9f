/**
* | output |
* | --- |
* | "Board {id}: Board data not available. {error}" |
*
* @param {Game_Board_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_unavailable: ((inputs: Game_Board_UnavailableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_UnavailableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Board_UnavailableInputs = {
    id: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
