/**
* | output |
* | --- |
* | "Coming soon" |
*
* @param {Account_Coming_SoonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_coming_soon: ((inputs?: Account_Coming_SoonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Coming_SoonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Coming_SoonInputs = {};
