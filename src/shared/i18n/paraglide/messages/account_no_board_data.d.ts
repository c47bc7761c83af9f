/**
* | output |
* | --- |
* | "Board data not available." |
*
* @param {Account_No_Board_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_no_board_data: ((inputs?: Account_No_Board_DataInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Board_DataInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_No_Board_DataInputs = {};
