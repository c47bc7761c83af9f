/**
* | output |
* | --- |
* | "Could not copy. Please select the text and copy it." |
*
* @param {Account_Copy_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_failed: ((inputs?: Account_Copy_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Copy_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Copy_FailedInputs = {};
