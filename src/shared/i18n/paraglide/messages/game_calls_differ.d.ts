/**
* | output |
* | --- |
* | "We saw {seen} calls; the official list has {server}." |
*
* @param {Game_Calls_DifferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_differ: ((inputs: Game_Calls_DifferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_DifferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_DifferInputs = {
    seen: NonNullable<unknown>;
    server: NonNullable<unknown>;
};
