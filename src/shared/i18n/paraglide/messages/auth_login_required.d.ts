/**
* | output |
* | --- |
* | "Please enter both phone number and password." |
*
* @param {Auth_Login_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login_required: ((inputs?: Auth_Login_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Login_RequiredInputs = {};
