/**
* | output |
* | --- |
* | "Choose how to play" |
*
* @param {Account_Game_Type_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_game_type_title: ((inputs?: Account_Game_Type_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Game_Type_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Game_Type_TitleInputs = {};
