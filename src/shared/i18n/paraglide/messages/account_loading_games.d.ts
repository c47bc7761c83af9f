/**
* | output |
* | --- |
* | "Loading games..." |
*
* @param {Account_Loading_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_loading_games: ((inputs?: Account_Loading_GamesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Loading_GamesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Loading_GamesInputs = {};
