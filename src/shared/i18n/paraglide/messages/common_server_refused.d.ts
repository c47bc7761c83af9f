/**
* | output |
* | --- |
* | "That did not go through. Please try again." |
*
* @param {Common_Server_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_server_refused: ((inputs?: Common_Server_RefusedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Server_RefusedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Server_RefusedInputs = {};
