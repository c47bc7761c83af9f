/**
* | output |
* | --- |
* | "{bonus} ETB bonus if won in under {calls} calls" |
*
* @param {Game_Bonus_NoteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bonus_note: ((inputs: Game_Bonus_NoteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bonus_NoteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Bonus_NoteInputs = {
    bonus: NonNullable<unknown>;
    calls: NonNullable<unknown>;
};
