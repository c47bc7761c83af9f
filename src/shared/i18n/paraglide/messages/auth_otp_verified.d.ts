/**
* | output |
* | --- |
* | "You are verified!" |
*
* @param {Auth_Otp_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verified: ((inputs?: Auth_Otp_VerifiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_VerifiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Otp_VerifiedInputs = {};
