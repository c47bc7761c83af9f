/**
* | output |
* | --- |
* | "Invite Friends" |
*
* @param {Account_Menu_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_invite: ((inputs?: Account_Menu_InviteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_InviteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Menu_InviteInputs = {};
