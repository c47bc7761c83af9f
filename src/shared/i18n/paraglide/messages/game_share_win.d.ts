/**
* | output |
* | --- |
* | "Share your win" |
*
* @param {Game_Share_WinInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_share_win: ((inputs?: Game_Share_WinInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Share_WinInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Share_WinInputs = {};
