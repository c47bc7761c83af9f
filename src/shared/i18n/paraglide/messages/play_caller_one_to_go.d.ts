/**
* | output |
* | --- |
* | "{number}, 1 to go" |
*
* @param {Play_Caller_One_To_GoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_caller_one_to_go: ((inputs: Play_Caller_One_To_GoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Caller_One_To_GoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Caller_One_To_GoInputs = {
    number: NonNullable<unknown>;
};
