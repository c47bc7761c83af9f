/**
* | output |
* | --- |
* | "Stake" |
*
* @param {Play_Stake_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_stake_tile: ((inputs?: Play_Stake_TileInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Stake_TileInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Stake_TileInputs = {};
