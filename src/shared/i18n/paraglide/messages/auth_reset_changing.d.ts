/**
* | output |
* | --- |
* | "Changing password..." |
*
* @param {Auth_Reset_ChangingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_changing: ((inputs?: Auth_Reset_ChangingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_ChangingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_ChangingInputs = {};
