/**
* | output |
* | --- |
* | "How to play" |
*
* @param {Account_How_To_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_to_play: ((inputs?: Account_How_To_PlayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_To_PlayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_How_To_PlayInputs = {};
