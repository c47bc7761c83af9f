/**
* | output |
* | --- |
* | "Connection error. Please try again." |
*
* @param {Common_Connection_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_error: ((inputs?: Common_Connection_ErrorInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Connection_ErrorInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Connection_ErrorInputs = {};
