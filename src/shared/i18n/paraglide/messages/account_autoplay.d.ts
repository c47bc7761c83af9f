/**
* | output |
* | --- |
* | "AutoPlay" |
*
* @param {Account_AutoplayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_autoplay: ((inputs?: Account_AutoplayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AutoplayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_AutoplayInputs = {};
