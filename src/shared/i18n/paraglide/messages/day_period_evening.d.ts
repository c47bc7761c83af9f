/**
* | output |
* | --- |
* | "in the evening" |
*
* @param {Day_Period_EveningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_evening: ((inputs?: Day_Period_EveningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Period_EveningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Period_EveningInputs = {};
