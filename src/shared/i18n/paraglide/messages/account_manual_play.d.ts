/**
* | output |
* | --- |
* | "Manual Play" |
*
* @param {Account_Manual_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_manual_play: ((inputs?: Account_Manual_PlayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Manual_PlayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Manual_PlayInputs = {};
