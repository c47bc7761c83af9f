/**
* | output |
* | --- |
* | "You have played for {hours} h {minutes} min." |
*
* @param {Account_Reminder_PlayedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_played: ((inputs: Account_Reminder_PlayedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_PlayedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reminder_PlayedInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
