/**
* | output |
* | --- |
* | "Pick 1 or 2 boards ({count}/2)" |
*
* @param {Game_Picker_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_picker_hint: ((inputs: Game_Picker_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Picker_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Picker_HintInputs = {
    count: NonNullable<unknown>;
};
