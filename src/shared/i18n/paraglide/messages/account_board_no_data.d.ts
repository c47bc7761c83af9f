/**
* | output |
* | --- |
* | "Board {id}: Board data not available." |
*
* @param {Account_Board_No_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_board_no_data: ((inputs: Account_Board_No_DataInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Board_No_DataInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Board_No_DataInputs = {
    id: NonNullable<unknown>;
};
