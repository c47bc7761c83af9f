/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_code_button: ((inputs?: Auth_Verify_Code_ButtonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Code_ButtonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_Code_ButtonInputs = {};
