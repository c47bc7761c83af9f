/**
* | output |
* | --- |
* | "A new version is ready" |
*
* @param {Common_Update_ReadyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_update_ready: ((inputs?: Common_Update_ReadyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Update_ReadyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Update_ReadyInputs = {};
