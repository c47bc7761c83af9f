/**
* | output |
* | --- |
* | "You can come back in and watch!" |
*
* @param {Game_Exit_AutoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_auto: ((inputs?: Game_Exit_AutoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Exit_AutoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Exit_AutoInputs = {};
