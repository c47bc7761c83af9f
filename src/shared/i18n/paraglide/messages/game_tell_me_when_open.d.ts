/**
* | output |
* | --- |
* | "Tell me when it opens" |
*
* @param {Game_Tell_Me_When_OpenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_tell_me_when_open: ((inputs?: Game_Tell_Me_When_OpenInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Tell_Me_When_OpenInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Game_Tell_Me_When_OpenInputs = {};
