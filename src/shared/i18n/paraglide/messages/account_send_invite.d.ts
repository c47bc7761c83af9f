/**
* | output |
* | --- |
* | "Send invite" |
*
* @param {Account_Send_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_send_invite: ((inputs?: Account_Send_InviteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Send_InviteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Send_InviteInputs = {};
