/**
* | output |
* | --- |
* | "Sending messages from this form is not available yet. Please contact us by phone during support hours." |
*
* @param {Account_Not_WiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_not_wired: ((inputs?: Account_Not_WiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_WiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Not_WiredInputs = {};
