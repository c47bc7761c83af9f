/**
* | output |
* | --- |
* | "Game won" |
*
* @param {Wallet_Type_Game_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_won: ((inputs?: Wallet_Type_Game_WonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Game_WonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Type_Game_WonInputs = {};
