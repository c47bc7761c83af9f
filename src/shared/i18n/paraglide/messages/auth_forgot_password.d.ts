/**
* | output |
* | --- |
* | "Forgot password" |
*
* @param {Auth_Forgot_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password: ((inputs?: Auth_Forgot_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_PasswordInputs = {};
