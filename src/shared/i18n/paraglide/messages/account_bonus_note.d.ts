/**
* | output |
* | --- |
* | "{bonus} ETB bonus if won in under {calls} calls" |
*
* @param {Account_Bonus_NoteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bonus_note: ((inputs: Account_Bonus_NoteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bonus_NoteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Bonus_NoteInputs = {
    bonus: NonNullable<unknown>;
    calls: NonNullable<unknown>;
};
