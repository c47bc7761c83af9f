/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Auth_Strength_StrongInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_strong: ((inputs?: Auth_Strength_StrongInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_StrongInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Strength_StrongInputs = {};
