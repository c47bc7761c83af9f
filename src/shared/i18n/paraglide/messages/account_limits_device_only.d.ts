/**
* | output |
* | --- |
* | "These limits apply on this device only (they stay after you log out)." |
*
* @param {Account_Limits_Device_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_device_only: ((inputs?: Account_Limits_Device_OnlyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Device_OnlyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_Device_OnlyInputs = {};
