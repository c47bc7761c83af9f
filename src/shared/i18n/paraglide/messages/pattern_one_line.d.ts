/**
* | output |
* | --- |
* | "One line" |
*
* @param {Pattern_One_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_one_line: ((inputs?: Pattern_One_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pattern_One_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pattern_One_LineInputs = {};
