/**
* | output |
* | --- |
* | "{number}, called" |
*
* @param {Play_Cell_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_called: ((inputs: Play_Cell_CalledInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Cell_CalledInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Cell_CalledInputs = {
    number: NonNullable<unknown>;
};
