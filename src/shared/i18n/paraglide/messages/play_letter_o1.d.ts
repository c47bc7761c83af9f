export { play_letter_o1 as "play_letter_O" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Letter_O1Inputs = {};
/**
* | output |
* | --- |
* | "O" |
*
* @param {Play_Letter_O1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_o1: ((inputs?: Play_Letter_O1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_O1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
