/**
* | output |
* | --- |
* | "Code sent to your phone! It expires in 2 minutes." |
*
* @param {Auth_Otp_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sent: ((inputs?: Auth_Otp_SentInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_SentInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Otp_SentInputs = {};
