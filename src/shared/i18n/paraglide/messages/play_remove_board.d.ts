/**
* | output |
* | --- |
* | "Remove board {id}" |
*
* @param {Play_Remove_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_remove_board: ((inputs: Play_Remove_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Remove_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Remove_BoardInputs = {
    id: NonNullable<unknown>;
};
