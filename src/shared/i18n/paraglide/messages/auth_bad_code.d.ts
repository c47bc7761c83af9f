/**
* | output |
* | --- |
* | "Please enter the complete 6-digit code." |
*
* @param {Auth_Bad_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_code: ((inputs?: Auth_Bad_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Bad_CodeInputs = {};
