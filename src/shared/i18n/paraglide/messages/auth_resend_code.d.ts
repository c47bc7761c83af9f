/**
* | output |
* | --- |
* | "Resend code" |
*
* @param {Auth_Resend_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_resend_code: ((inputs?: Auth_Resend_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Resend_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Resend_CodeInputs = {};
