/**
* | output |
* | --- |
* | "Board {id}, selected" |
*
* @param {Play_Board_Id_SelectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_selected: ((inputs: Play_Board_Id_SelectedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Board_Id_SelectedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Board_Id_SelectedInputs = {
    id: NonNullable<unknown>;
};
