/**
* | output |
* | --- |
* | "Sound is off — tap to turn it on" |
*
* @param {Play_Enable_SoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_enable_sound: ((inputs?: Play_Enable_SoundInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Enable_SoundInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Enable_SoundInputs = {};
