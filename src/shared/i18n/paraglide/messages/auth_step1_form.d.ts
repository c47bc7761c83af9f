/**
* | output |
* | --- |
* | "Step 1: your phone" |
*
* @param {Auth_Step1_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step1_form: ((inputs?: Auth_Step1_FormInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step1_FormInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Step1_FormInputs = {};
