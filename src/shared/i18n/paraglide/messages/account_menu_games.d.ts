/**
* | output |
* | --- |
* | "Game History" |
*
* @param {Account_Menu_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_games: ((inputs?: Account_Menu_GamesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_GamesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Menu_GamesInputs = {};
