/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_otp: ((inputs?: Auth_Verify_OtpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_OtpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_OtpInputs = {};
