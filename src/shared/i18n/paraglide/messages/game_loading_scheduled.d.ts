/**
* | output |
* | --- |
* | "Loading scheduled games..." |
*
* @param {Game_Loading_ScheduledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_scheduled: ((inputs?: Game_Loading_ScheduledInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Loading_ScheduledInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Loading_ScheduledInputs = {};
