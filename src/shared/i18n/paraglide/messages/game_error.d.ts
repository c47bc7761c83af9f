/**
* | output |
* | --- |
* | "Error: {message}" |
*
* @param {Game_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_error: ((inputs: Game_ErrorInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_ErrorInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_ErrorInputs = {
    message: NonNullable<unknown>;
};
