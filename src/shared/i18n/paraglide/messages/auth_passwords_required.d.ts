/**
* | output |
* | --- |
* | "Please enter the new password twice." |
*
* @param {Auth_Passwords_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_required: ((inputs?: Auth_Passwords_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passwords_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Passwords_RequiredInputs = {};
