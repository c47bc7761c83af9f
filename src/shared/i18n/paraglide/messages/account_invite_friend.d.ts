/**
* | output |
* | --- |
* | "Invite a friend" |
*
* @param {Account_Invite_FriendInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_friend: ((inputs?: Account_Invite_FriendInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_FriendInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Invite_FriendInputs = {};
