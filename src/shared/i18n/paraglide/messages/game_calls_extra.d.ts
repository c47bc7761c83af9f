/**
* | output |
* | --- |
* | "Not in the official list: {list}" |
*
* @param {Game_Calls_ExtraInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_extra: ((inputs: Game_Calls_ExtraInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_ExtraInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_ExtraInputs = {
    list: NonNullable<unknown>;
};
