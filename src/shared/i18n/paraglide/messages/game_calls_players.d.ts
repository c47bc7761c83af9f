/**
* | output |
* | --- |
* | "{count} players" |
*
* @param {Game_Calls_PlayersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_players: ((inputs: Game_Calls_PlayersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_PlayersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Calls_PlayersInputs = {
    count: NonNullable<unknown>;
};
