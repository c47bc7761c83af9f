/**
* | output |
* | --- |
* | "Invite link copied!" |
*
* @param {Account_Link_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_link_copied: ((inputs?: Account_Link_CopiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Link_CopiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Link_CopiedInputs = {};
