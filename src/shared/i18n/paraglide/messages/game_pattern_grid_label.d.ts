/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Game_Pattern_Grid_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pattern_grid_label: ((inputs: Game_Pattern_Grid_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Pattern_Grid_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Pattern_Grid_LabelInputs = {
    name: NonNullable<unknown>;
};
