/**
* | output |
* | --- |
* | "Connection lost..." |
*
* @param {Common_Connection_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_lost: ((inputs?: Common_Connection_LostInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Connection_LostInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Connection_LostInputs = {};
