/**
* | output |
* | --- |
* | "ቅልቅል · Mixed" |
*
* @param {Language_SpecInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_spec: ((inputs?: Language_SpecInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SpecInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_SpecInputs = {};
