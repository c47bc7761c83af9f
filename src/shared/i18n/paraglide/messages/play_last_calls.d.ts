/**
* | output |
* | --- |
* | "Last calls" |
*
* @param {Play_Last_CallsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_last_calls: ((inputs?: Play_Last_CallsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Last_CallsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Last_CallsInputs = {};
