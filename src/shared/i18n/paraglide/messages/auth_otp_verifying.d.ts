/**
* | output |
* | --- |
* | "Verifying, please wait..." |
*
* @param {Auth_Otp_VerifyingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verifying: ((inputs?: Auth_Otp_VerifyingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_VerifyingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Otp_VerifyingInputs = {};
