/**
* | output |
* | --- |
* | "Sign-up succeeded, please log in!" |
*
* @param {Common_Signup_SucceededInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_signup_succeeded: ((inputs?: Common_Signup_SucceededInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Signup_SucceededInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Signup_SucceededInputs = {};
