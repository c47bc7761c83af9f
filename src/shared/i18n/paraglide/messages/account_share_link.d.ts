/**
* | output |
* | --- |
* | "Share link:" |
*
* @param {Account_Share_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share_link: ((inputs?: Account_Share_LinkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Share_LinkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Share_LinkInputs = {};
