/**
* | output |
* | --- |
* | "Checking and sending..." |
*
* @param {Auth_Reset_RequestingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_requesting: ((inputs?: Auth_Reset_RequestingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_RequestingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_RequestingInputs = {};
