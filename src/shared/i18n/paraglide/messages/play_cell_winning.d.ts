/**
* | output |
* | --- |
* | "{number}, winning" |
*
* @param {Play_Cell_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_winning: ((inputs: Play_Cell_WinningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Cell_WinningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Cell_WinningInputs = {
    number: NonNullable<unknown>;
};
