/**
* | output |
* | --- |
* | "Copy code" |
*
* @param {Account_Copy_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_code: ((inputs?: Account_Copy_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Copy_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Copy_CodeInputs = {};
