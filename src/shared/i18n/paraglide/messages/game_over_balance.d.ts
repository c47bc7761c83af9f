/**
* | output |
* | --- |
* | "Not enough balance - {balance} ETB!" |
*
* @param {Game_Over_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_over_balance: ((inputs: Game_Over_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Over_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Over_BalanceInputs = {
    balance: NonNullable<unknown>;
};
