/**
* | output |
* | --- |
* | "Network error. Please check your connection and try again." |
*
* @param {Common_Network_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_network_error: ((inputs?: Common_Network_ErrorInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Network_ErrorInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Network_ErrorInputs = {};
