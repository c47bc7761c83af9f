/**
* | output |
* | --- |
* | "Step 2: the code" |
*
* @param {Auth_Step2_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step2_form: ((inputs?: Auth_Step2_FormInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step2_FormInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Step2_FormInputs = {};
