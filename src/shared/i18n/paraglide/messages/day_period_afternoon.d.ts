/**
* | output |
* | --- |
* | "in the afternoon" |
*
* @param {Day_Period_AfternoonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_afternoon: ((inputs?: Day_Period_AfternoonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Period_AfternoonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Period_AfternoonInputs = {};
