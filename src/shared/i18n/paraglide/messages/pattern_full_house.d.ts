/**
* | output |
* | --- |
* | "Full house" |
*
* @param {Pattern_Full_HouseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const pattern_full_house: ((inputs?: Pattern_Full_HouseInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pattern_Full_HouseInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pattern_Full_HouseInputs = {};
