/**
* | output |
* | --- |
* | "Prize" |
*
* @param {Play_Prize_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_prize_tile: ((inputs?: Play_Prize_TileInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Prize_TileInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Prize_TileInputs = {};
