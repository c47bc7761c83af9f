/**
* | output |
* | --- |
* | "Two lines" |
*
* @param {Pattern_Two_LinesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_two_lines: ((inputs?: Pattern_Two_LinesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pattern_Two_LinesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pattern_Two_LinesInputs = {};
