/**
* | output |
* | --- |
* | "Game bonus" |
*
* @param {Wallet_Type_Game_BonusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_bonus: ((inputs?: Wallet_Type_Game_BonusInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Game_BonusInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Type_Game_BonusInputs = {};
