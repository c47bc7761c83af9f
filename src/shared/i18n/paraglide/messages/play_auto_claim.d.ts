/**
* | output |
* | --- |
* | "Auto-claim" |
*
* @param {Play_Auto_ClaimInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_auto_claim: ((inputs?: Play_Auto_ClaimInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Auto_ClaimInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Auto_ClaimInputs = {};
