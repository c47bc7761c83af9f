/**
* | output |
* | --- |
* | "Session reminder" |
*
* @param {Account_Reminder_SettingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_setting: ((inputs?: Account_Reminder_SettingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_SettingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reminder_SettingInputs = {};
