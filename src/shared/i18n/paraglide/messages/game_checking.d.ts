/**
* | output |
* | --- |
* | "Checking for {name}" |
*
* @param {Game_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_checking: ((inputs: Game_CheckingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_CheckingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_CheckingInputs = {
    name: NonNullable<unknown>;
};
