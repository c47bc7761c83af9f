/**
* | output |
* | --- |
* | "Stake {amount} ETB" |
*
* @param {Game_Auto_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_stake: ((inputs: Game_Auto_StakeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_StakeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Auto_StakeInputs = {
    amount: NonNullable<unknown>;
};
