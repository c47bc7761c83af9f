/**
* | output |
* | --- |
* | "You won!" |
*
* @param {Game_You_Won_PlainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_you_won_plain: ((inputs?: Game_You_Won_PlainInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_You_Won_PlainInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_You_Won_PlainInputs = {};
