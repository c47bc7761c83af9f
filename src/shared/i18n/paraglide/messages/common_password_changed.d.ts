/**
* | output |
* | --- |
* | "Password changed. Please log in again." |
*
* @param {Common_Password_ChangedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_password_changed: ((inputs?: Common_Password_ChangedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Password_ChangedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Password_ChangedInputs = {};
