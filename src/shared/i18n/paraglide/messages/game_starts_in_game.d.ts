/**
* | output |
* | --- |
* | "Starts in {name}" |
*
* @param {Game_Starts_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starts_in_game: ((inputs: Game_Starts_In_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Starts_In_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Starts_In_GameInputs = {
    name: NonNullable<unknown>;
};
