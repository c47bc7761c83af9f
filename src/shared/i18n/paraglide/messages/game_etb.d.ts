/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_etb: ((inputs: Game_EtbInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_EtbInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_EtbInputs = {
    amount: NonNullable<unknown>;
};
