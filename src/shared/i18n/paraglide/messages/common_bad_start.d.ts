/**
* | output |
* | --- |
* | "Please select 1-2 boards and set a valid bet amount." |
*
* @param {Common_Bad_StartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_bad_start: ((inputs?: Common_Bad_StartInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Bad_StartInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Bad_StartInputs = {};
