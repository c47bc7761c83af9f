/**
* | output |
* | --- |
* | "Win pattern: {name}" |
*
* @param {Game_Win_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_win_pattern: ((inputs: Game_Win_PatternInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Win_PatternInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Win_PatternInputs = {
    name: NonNullable<unknown>;
};
