/**
* | output |
* | --- |
* | "Disconnected" |
*
* @param {Game_Connection_DisconnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_disconnected: ((inputs?: Game_Connection_DisconnectedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Connection_DisconnectedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Connection_DisconnectedInputs = {};
