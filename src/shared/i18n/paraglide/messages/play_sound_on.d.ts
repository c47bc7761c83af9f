/**
* | output |
* | --- |
* | "Sound on" |
*
* @param {Play_Sound_OnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_on: ((inputs?: Play_Sound_OnInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Sound_OnInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Sound_OnInputs = {};
