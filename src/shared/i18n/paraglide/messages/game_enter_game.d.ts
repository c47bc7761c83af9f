/**
* | output |
* | --- |
* | "Enter {name}" |
*
* @param {Game_Enter_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enter_game: ((inputs: Game_Enter_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Enter_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Enter_GameInputs = {
    name: NonNullable<unknown>;
};
