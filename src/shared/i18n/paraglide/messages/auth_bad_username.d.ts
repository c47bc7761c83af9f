/**
* | output |
* | --- |
* | "Invalid username!" |
*
* @param {Auth_Bad_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_username: ((inputs?: Auth_Bad_UsernameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_UsernameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Bad_UsernameInputs = {};
