/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Game_Status_WaitingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_waiting: ((inputs?: Game_Status_WaitingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Status_WaitingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Status_WaitingInputs = {};
