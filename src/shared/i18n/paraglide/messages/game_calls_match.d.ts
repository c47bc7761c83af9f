/**
* | output |
* | --- |
* | "The game's official list has the same {count} calls." |
*
* @param {Game_Calls_MatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_match: ((inputs: Game_Calls_MatchInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_MatchInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_MatchInputs = {
    count: NonNullable<unknown>;
};
