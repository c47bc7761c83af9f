/**
* | output |
* | --- |
* | "Please send the code first." |
*
* @param {Auth_Need_Code_RequestInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_need_code_request: ((inputs?: Auth_Need_Code_RequestInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Need_Code_RequestInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Need_Code_RequestInputs = {};
