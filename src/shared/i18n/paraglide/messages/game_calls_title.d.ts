/**
* | output |
* | --- |
* | "Calls of this game ({count})" |
*
* @param {Game_Calls_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_title: ((inputs: Game_Calls_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_TitleInputs = {
    count: NonNullable<unknown>;
};
