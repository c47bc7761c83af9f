/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Account_Scheduled_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_scheduled_games: ((inputs?: Account_Scheduled_GamesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Scheduled_GamesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Scheduled_GamesInputs = {};
