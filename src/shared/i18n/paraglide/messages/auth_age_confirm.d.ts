/**
* | output |
* | --- |
* | "I confirm that I am 21 years of age or older" |
*
* @param {Auth_Age_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_confirm: ((inputs?: Auth_Age_ConfirmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Age_ConfirmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Age_ConfirmInputs = {};
