/**
* | output |
* | --- |
* | "The page you are looking for does not exist." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_not_found_text: ((inputs?: Common_Not_Found_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Not_Found_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Not_Found_TextInputs = {};
