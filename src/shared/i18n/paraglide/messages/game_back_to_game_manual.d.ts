/**
* | output |
* | --- |
* | "Stake {stake} ETB · boards {boards}" |
*
* @param {Game_Back_To_Game_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back_to_game_manual: ((inputs: Game_Back_To_Game_ManualInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Back_To_Game_ManualInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Back_To_Game_ManualInputs = {
    stake: NonNullable<unknown>;
    boards: NonNullable<unknown>;
};
