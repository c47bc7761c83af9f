/**
* | output |
* | --- |
* | "Play again!" |
*
* @param {Game_Play_Again_ActionInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_again_action: ((inputs?: Game_Play_Again_ActionInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Play_Again_ActionInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Play_Again_ActionInputs = {};
