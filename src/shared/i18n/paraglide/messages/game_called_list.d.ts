/**
* | output |
* | --- |
* | "Called: {list}" |
*
* @param {Game_Called_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_list: ((inputs: Game_Called_ListInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Called_ListInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Called_ListInputs = {
    list: NonNullable<unknown>;
};
