/**
* | output |
* | --- |
* | "Caller board" |
*
* @param {Play_Caller_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_caller_board: ((inputs?: Play_Caller_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Caller_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Caller_BoardInputs = {};
