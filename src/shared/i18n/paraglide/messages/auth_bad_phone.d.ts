/**
* | output |
* | --- |
* | "Please enter a valid 10-digit phone number!" |
*
* @param {Auth_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_phone: ((inputs?: Auth_Bad_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Bad_PhoneInputs = {};
