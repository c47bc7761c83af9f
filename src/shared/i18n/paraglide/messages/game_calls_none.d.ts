/**
* | output |
* | --- |
* | "No call reached this device." |
*
* @param {Game_Calls_NoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_none: ((inputs?: Game_Calls_NoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_NoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_NoneInputs = {};
