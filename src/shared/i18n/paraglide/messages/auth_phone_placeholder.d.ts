/**
* | output |
* | --- |
* | "09xxxxxxxx" |
*
* @param {Auth_Phone_PlaceholderInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_phone_placeholder: ((inputs?: Auth_Phone_PlaceholderInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Phone_PlaceholderInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Phone_PlaceholderInputs = {};
