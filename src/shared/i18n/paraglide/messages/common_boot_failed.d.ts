/**
* | output |
* | --- |
* | "Cartela could not start. Check your connection and reload." |
*
* @param {Common_Boot_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_boot_failed: ((inputs?: Common_Boot_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Boot_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Boot_FailedInputs = {};
