/**
* | output |
* | --- |
* | "Free cell, marked" |
*
* @param {Play_Free_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free_cell_marked: ((inputs?: Play_Free_Cell_MarkedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Free_Cell_MarkedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Free_Cell_MarkedInputs = {};
