/**
* | output |
* | --- |
* | "Already have an account? Log in" |
*
* @param {Auth_Have_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_have_account: ((inputs?: Auth_Have_AccountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Have_AccountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Have_AccountInputs = {};
