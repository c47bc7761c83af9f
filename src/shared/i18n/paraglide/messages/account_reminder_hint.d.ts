/**
* | output |
* | --- |
* | "A reminder shows how long you have played and your net result since you logged in on this device." |
*
* @param {Account_Reminder_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_hint: ((inputs?: Account_Reminder_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reminder_HintInputs = {};
