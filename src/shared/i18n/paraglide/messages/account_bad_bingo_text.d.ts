/**
* | output |
* | --- |
* | "You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or that was already complete be..." |
*
* @param {Account_Bad_Bingo_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo_text: ((inputs?: Account_Bad_Bingo_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bad_Bingo_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Bad_Bingo_TextInputs = {};
