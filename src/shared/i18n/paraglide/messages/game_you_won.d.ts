/**
* | output |
* | --- |
* | "You won {amount} ETB!" |
*
* @param {Game_You_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_you_won: ((inputs: Game_You_WonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_You_WonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_You_WonInputs = {
    amount: NonNullable<unknown>;
};
