/**
* | output |
* | --- |
* | "Please confirm that you are 21 years of age or older to create an account." |
*
* @param {Auth_Age_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_required: ((inputs?: Auth_Age_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Age_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Age_RequiredInputs = {};
