/**
* | output |
* | --- |
* | "Not enough balance. You need {missing} ETB more!" |
*
* @param {Game_Missing_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_missing_amount: ((inputs: Game_Missing_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Missing_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Missing_AmountInputs = {
    missing: NonNullable<unknown>;
};
