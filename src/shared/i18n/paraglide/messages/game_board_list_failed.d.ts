/**
* | output |
* | --- |
* | "Unable to get the board list. Please try again." |
*
* @param {Game_Board_List_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_list_failed: ((inputs?: Game_Board_List_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_List_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Board_List_FailedInputs = {};
