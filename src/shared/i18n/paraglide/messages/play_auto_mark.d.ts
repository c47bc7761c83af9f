/**
* | output |
* | --- |
* | "Auto-mark" |
*
* @param {Play_Auto_MarkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_auto_mark: ((inputs?: Play_Auto_MarkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Auto_MarkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Auto_MarkInputs = {};
