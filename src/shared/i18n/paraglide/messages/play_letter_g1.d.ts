export { play_letter_g1 as "play_letter_G" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Letter_G1Inputs = {};
/**
* | output |
* | --- |
* | "G" |
*
* @param {Play_Letter_G1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_g1: ((inputs?: Play_Letter_G1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_G1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
