/**
* | output |
* | --- |
* | "Game lost" |
*
* @param {Wallet_Type_Game_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_lost: ((inputs?: Wallet_Type_Game_LostInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Game_LostInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Type_Game_LostInputs = {};
