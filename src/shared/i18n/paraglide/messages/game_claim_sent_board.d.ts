/**
* | output |
* | --- |
* | "BINGO! board {id}: claim sent" |
*
* @param {Game_Claim_Sent_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_claim_sent_board: ((inputs: Game_Claim_Sent_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Claim_Sent_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Claim_Sent_BoardInputs = {
    id: NonNullable<unknown>;
};
