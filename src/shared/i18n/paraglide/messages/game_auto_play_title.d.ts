/**
* | output |
* | --- |
* | "Scheduled game" |
*
* @param {Game_Auto_Play_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_play_title: ((inputs?: Game_Auto_Play_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_Play_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Auto_Play_TitleInputs = {};
