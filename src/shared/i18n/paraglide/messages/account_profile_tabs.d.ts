/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Profile_TabsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_tabs: ((inputs?: Account_Profile_TabsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_TabsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Profile_TabsInputs = {};
