/**
* | output |
* | --- |
* | "Board {id} was taken while you were offline." |
*
* @param {Game_Board_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_taken_offline: ((inputs: Game_Board_Taken_OfflineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_Taken_OfflineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Board_Taken_OfflineInputs = {
    id: NonNullable<unknown>;
};
