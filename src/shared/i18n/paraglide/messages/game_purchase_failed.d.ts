/**
* | output |
* | --- |
* | "Purchase failed." |
*
* @param {Game_Purchase_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_failed: ((inputs?: Game_Purchase_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Purchase_FailedInputs = {};
