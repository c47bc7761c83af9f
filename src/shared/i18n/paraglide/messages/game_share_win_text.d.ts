/**
* | output |
* | --- |
* | "I won at Cartela bingo! Come and play with me." |
*
* @param {Game_Share_Win_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_share_win_text: ((inputs?: Game_Share_Win_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Share_Win_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Share_Win_TextInputs = {};
