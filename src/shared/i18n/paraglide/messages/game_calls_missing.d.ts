/**
* | output |
* | --- |
* | "Not seen on this device: {list}" |
*
* @param {Game_Calls_MissingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_missing: ((inputs: Game_Calls_MissingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_MissingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_MissingInputs = {
    list: NonNullable<unknown>;
};
