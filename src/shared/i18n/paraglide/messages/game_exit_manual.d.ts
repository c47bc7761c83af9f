/**
* | output |
* | --- |
* | "Are you sure you want to leave? Your progress will be lost." |
*
* @param {Game_Exit_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_manual: ((inputs?: Game_Exit_ManualInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Exit_ManualInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Exit_ManualInputs = {};
