/**
* | output |
* | --- |
* | "Sending invitation code..." |
*
* @param {Account_Invite_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_sending: ((inputs?: Account_Invite_SendingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_SendingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Invite_SendingInputs = {};
