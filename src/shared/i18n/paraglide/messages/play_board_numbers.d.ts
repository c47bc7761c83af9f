/**
* | output |
* | --- |
* | "Board {id} numbers" |
*
* @param {Play_Board_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_numbers: ((inputs: Play_Board_NumbersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Board_NumbersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Board_NumbersInputs = {
    id: NonNullable<unknown>;
};
