/**
* | output |
* | --- |
* | "Your net result could not be read right now." |
*
* @param {Account_Reminder_Net_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_failed: ((inputs?: Account_Reminder_Net_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_Net_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reminder_Net_FailedInputs = {};
