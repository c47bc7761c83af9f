/**
* | output |
* | --- |
* | "Please enter the complete code." |
*
* @param {Auth_Code_Too_ShortInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_code_too_short: ((inputs?: Auth_Code_Too_ShortInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_Too_ShortInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_Too_ShortInputs = {};
