/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Game_Connection_ConnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connected: ((inputs?: Game_Connection_ConnectedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Connection_ConnectedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Connection_ConnectedInputs = {};
