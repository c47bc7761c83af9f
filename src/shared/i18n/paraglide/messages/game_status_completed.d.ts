/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Game_Status_CompletedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_completed: ((inputs?: Game_Status_CompletedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Status_CompletedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Status_CompletedInputs = {};
