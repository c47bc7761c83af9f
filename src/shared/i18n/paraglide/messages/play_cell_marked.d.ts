/**
* | output |
* | --- |
* | "{number}, marked" |
*
* @param {Play_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_marked: ((inputs: Play_Cell_MarkedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Cell_MarkedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Cell_MarkedInputs = {
    number: NonNullable<unknown>;
};
