/**
* | output |
* | --- |
* | "Board {id}" |
*
* @param {Play_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board: ((inputs: Play_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_BoardInputs = {
    id: NonNullable<unknown>;
};
