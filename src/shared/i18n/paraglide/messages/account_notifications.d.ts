/**
* | output |
* | --- |
* | "Notifications: {count}" |
*
* @param {Account_NotificationsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_notifications: ((inputs: Account_NotificationsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_NotificationsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_NotificationsInputs = {
    count: NonNullable<unknown>;
};
