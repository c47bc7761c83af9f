/**
* | output |
* | --- |
* | "Verification code" |
*
* @param {Common_Code_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_code_label: ((inputs?: Common_Code_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Code_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Code_LabelInputs = {};
