/**
* | output |
* | --- |
* | "Don't worry, these things happen. Let's get you back on track." |
*
* @param {Common_Crash_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_crash_text: ((inputs?: Common_Crash_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Crash_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Crash_TextInputs = {};
