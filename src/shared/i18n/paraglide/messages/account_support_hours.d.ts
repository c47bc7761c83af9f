/**
* | output |
* | --- |
* | "Support hours: 9 AM to 9 PM, every day." |
*
* @param {Account_Support_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_support_hours: ((inputs?: Account_Support_HoursInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Support_HoursInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Support_HoursInputs = {};
