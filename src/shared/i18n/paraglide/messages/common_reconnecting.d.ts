/**
* | output |
* | --- |
* | "Reconnecting..." |
*
* @param {Common_ReconnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_reconnecting: ((inputs?: Common_ReconnectingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_ReconnectingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_ReconnectingInputs = {};
