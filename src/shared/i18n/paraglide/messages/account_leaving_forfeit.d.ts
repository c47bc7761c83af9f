/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit your stake." |
*
* @param {Account_Leaving_ForfeitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_leaving_forfeit: ((inputs?: Account_Leaving_ForfeitInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Leaving_ForfeitInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Leaving_ForfeitInputs = {};
