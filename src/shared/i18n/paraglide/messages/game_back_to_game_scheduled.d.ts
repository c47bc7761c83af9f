/**
* | output |
* | --- |
* | "Scheduled game · stake {stake} ETB" |
*
* @param {Game_Back_To_Game_ScheduledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back_to_game_scheduled: ((inputs: Game_Back_To_Game_ScheduledInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Back_To_Game_ScheduledInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Back_To_Game_ScheduledInputs = {
    stake: NonNullable<unknown>;
};
