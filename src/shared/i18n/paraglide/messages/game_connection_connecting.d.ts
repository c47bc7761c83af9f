/**
* | output |
* | --- |
* | "Connecting" |
*
* @param {Game_Connection_ConnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connecting: ((inputs?: Game_Connection_ConnectingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Connection_ConnectingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Connection_ConnectingInputs = {};
