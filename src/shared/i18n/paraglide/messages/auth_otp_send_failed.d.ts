/**
* | output |
* | --- |
* | "Unable to send the code, try again." |
*
* @param {Auth_Otp_Send_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_send_failed: ((inputs?: Auth_Otp_Send_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_Send_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Otp_Send_FailedInputs = {};
