/**
* | output |
* | --- |
* | "Latest call {call}" |
*
* @param {Play_Latest_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_latest_call: ((inputs: Play_Latest_CallInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Latest_CallInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Latest_CallInputs = {
    call: NonNullable<unknown>;
};
