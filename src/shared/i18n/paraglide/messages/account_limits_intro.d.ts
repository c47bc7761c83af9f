/**
* | output |
* | --- |
* | "Set how much you can deposit and stake each day, or take a break from play. A day runs from midnight to midnight, Addis Ababa time." |
*
* @param {Account_Limits_IntroInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_intro: ((inputs?: Account_Limits_IntroInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_IntroInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Limits_IntroInputs = {};
