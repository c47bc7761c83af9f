/**
* | output |
* | --- |
* | "At most 2 boards per player per game." |
*
* @param {Account_Terms_Two_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_two_boards: ((inputs?: Account_Terms_Two_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Two_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_Two_BoardsInputs = {};
