/**
* | output |
* | --- |
* | "Boards {first} and {second} were taken while you were offline." |
*
* @param {Game_Boards_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_boards_taken_offline: ((inputs: Game_Boards_Taken_OfflineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Boards_Taken_OfflineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Boards_Taken_OfflineInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
