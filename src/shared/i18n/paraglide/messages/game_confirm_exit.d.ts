/**
* | output |
* | --- |
* | "Confirm exit" |
*
* @param {Game_Confirm_ExitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_confirm_exit: ((inputs?: Game_Confirm_ExitInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Confirm_ExitInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Confirm_ExitInputs = {};
