/**
* | output |
* | --- |
* | "Reading your ledger…" |
*
* @param {Account_Reminder_Net_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_loading: ((inputs?: Account_Reminder_Net_LoadingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_Net_LoadingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reminder_Net_LoadingInputs = {};
