/**
* | output |
* | --- |
* | "in the morning" |
*
* @param {Day_Period_MorningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_morning: ((inputs?: Day_Period_MorningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Period_MorningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Period_MorningInputs = {};
