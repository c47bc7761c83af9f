/**
* | output |
* | --- |
* | "Mute call sounds, {state}" |
*
* @param {Play_Mute_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_mute_label: ((inputs: Play_Mute_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Mute_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Mute_LabelInputs = {
    state: NonNullable<unknown>;
};
