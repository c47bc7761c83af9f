/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_BirrInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_birr: ((inputs: Game_BirrInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_BirrInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_BirrInputs = {
    amount: NonNullable<unknown>;
};
