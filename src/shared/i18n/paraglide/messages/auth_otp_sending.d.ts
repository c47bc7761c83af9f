/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Auth_Otp_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sending: ((inputs?: Auth_Otp_SendingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_SendingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Otp_SendingInputs = {};
