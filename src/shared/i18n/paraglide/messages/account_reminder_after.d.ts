/**
* | output |
* | --- |
* | "After {minutes} minutes of play" |
*
* @param {Account_Reminder_AfterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_after: ((inputs: Account_Reminder_AfterInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_AfterInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reminder_AfterInputs = {
    minutes: NonNullable<unknown>;
};
