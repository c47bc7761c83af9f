/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Game_Auto_EnterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_enter: ((inputs?: Game_Auto_EnterInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_EnterInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Auto_EnterInputs = {};
