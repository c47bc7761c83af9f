/**
* | output |
* | --- |
* | "Board {id}, taken" |
*
* @param {Play_Board_Id_TakenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_taken: ((inputs: Play_Board_Id_TakenInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Board_Id_TakenInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Board_Id_TakenInputs = {
    id: NonNullable<unknown>;
};
