/**
* | output |
* | --- |
* | "{count} to go" |
*
* @param {Play_To_GoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_to_go: ((inputs: Play_To_GoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_To_GoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_To_GoInputs = {
    count: NonNullable<unknown>;
};
