/**
* | output |
* | --- |
* | "Your session has ended. Please log in again." |
*
* @param {Common_Session_EndedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_session_ended: ((inputs?: Common_Session_EndedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Session_EndedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Session_EndedInputs = {};
