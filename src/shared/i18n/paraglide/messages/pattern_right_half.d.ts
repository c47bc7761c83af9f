/**
* | output |
* | --- |
* | "Right half" |
*
* @param {Pattern_Right_HalfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_right_half: ((inputs?: Pattern_Right_HalfInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pattern_Right_HalfInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pattern_Right_HalfInputs = {};
