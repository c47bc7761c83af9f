/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_otp: ((inputs?: Auth_Send_OtpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_OtpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Send_OtpInputs = {};
