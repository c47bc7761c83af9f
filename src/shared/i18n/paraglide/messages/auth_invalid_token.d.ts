/**
* | output |
* | --- |
* | "Invalid token, please try again!" |
*
* @param {Auth_Invalid_TokenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_token: ((inputs?: Auth_Invalid_TokenInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invalid_TokenInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Invalid_TokenInputs = {};
