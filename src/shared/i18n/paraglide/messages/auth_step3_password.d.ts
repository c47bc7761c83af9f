/**
* | output |
* | --- |
* | "Step 3: new password" |
*
* @param {Auth_Step3_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_password: ((inputs?: Auth_Step3_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step3_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Step3_PasswordInputs = {};
