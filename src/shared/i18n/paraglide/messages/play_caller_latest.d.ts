/**
* | output |
* | --- |
* | "{number}, called, latest" |
*
* @param {Play_Caller_LatestInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_caller_latest: ((inputs: Play_Caller_LatestInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Caller_LatestInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Caller_LatestInputs = {
    number: NonNullable<unknown>;
};
