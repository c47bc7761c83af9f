/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Game_Scheduled_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_scheduled_title: ((inputs?: Game_Scheduled_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Scheduled_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Scheduled_TitleInputs = {};
