/**
* | output |
* | --- |
* | "Claim now — only on this call" |
*
* @param {Game_Claim_WindowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_claim_window: ((inputs?: Game_Claim_WindowInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Claim_WindowInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Claim_WindowInputs = {};
