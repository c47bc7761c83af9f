/**
* | output |
* | --- |
* | "Back to login" |
*
* @param {Auth_Back_To_LoginInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_login: ((inputs?: Auth_Back_To_LoginInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Back_To_LoginInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Back_To_LoginInputs = {};
