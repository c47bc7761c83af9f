/**
* | output |
* | --- |
* | "Purchase successful!" |
*
* @param {Game_Purchase_OkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_ok: ((inputs?: Game_Purchase_OkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_OkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Purchase_OkInputs = {};
