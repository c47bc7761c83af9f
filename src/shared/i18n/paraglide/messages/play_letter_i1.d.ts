export { play_letter_i1 as "play_letter_I" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Letter_I1Inputs = {};
/**
* | output |
* | --- |
* | "I" |
*
* @param {Play_Letter_I1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_i1: ((inputs?: Play_Letter_I1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_I1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
