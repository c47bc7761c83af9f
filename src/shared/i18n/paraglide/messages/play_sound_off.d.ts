/**
* | output |
* | --- |
* | "Sound off" |
*
* @param {Play_Sound_OffInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_off: ((inputs?: Play_Sound_OffInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Sound_OffInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Sound_OffInputs = {};
