export { play_letter_n1 as "play_letter_N" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Letter_N1Inputs = {};
/**
* | output |
* | --- |
* | "N" |
*
* @param {Play_Letter_N1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_n1: ((inputs?: Play_Letter_N1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_N1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
