/**
* | output |
* | --- |
* | "Your boards: {count} ({list})" |
*
* @param {Game_Your_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_your_boards: ((inputs: Game_Your_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Your_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Your_BoardsInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
