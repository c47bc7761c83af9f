/**
* | output |
* | --- |
* | "{price} × {count} = {total} ETB" |
*
* @param {Game_Purchase_TotalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_total: ((inputs: Game_Purchase_TotalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_TotalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Purchase_TotalInputs = {
    price: NonNullable<unknown>;
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
