export { play_letter_b1 as "play_letter_B" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Letter_B1Inputs = {};
/**
* | output |
* | --- |
* | "B" |
*
* @param {Play_Letter_B1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_b1: ((inputs?: Play_Letter_B1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_B1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
