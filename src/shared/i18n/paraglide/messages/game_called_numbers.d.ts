/**
* | output |
* | --- |
* | "Called numbers" |
*
* @param {Game_Called_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_numbers: ((inputs?: Game_Called_NumbersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Called_NumbersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Called_NumbersInputs = {};
