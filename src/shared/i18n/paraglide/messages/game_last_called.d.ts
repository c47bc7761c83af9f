/**
* | output |
* | --- |
* | "Last called numbers" |
*
* @param {Game_Last_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_last_called: ((inputs?: Game_Last_CalledInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Last_CalledInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Last_CalledInputs = {};
