/**
* | output |
* | --- |
* | "Net result this session: {amount} ETB" |
*
* @param {Account_Reminder_NetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net: ((inputs: Account_Reminder_NetInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_NetInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reminder_NetInputs = {
    amount: NonNullable<unknown>;
};
