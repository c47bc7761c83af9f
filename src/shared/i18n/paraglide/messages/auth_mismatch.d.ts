/**
* | output |
* | --- |
* | "Passwords do not match!" |
*
* @param {Auth_MismatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_mismatch: ((inputs?: Auth_MismatchInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_MismatchInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_MismatchInputs = {};
