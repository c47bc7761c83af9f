/**
* | output |
* | --- |
* | "at night" |
*
* @param {Day_Period_NightInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const day_period_night: ((inputs?: Day_Period_NightInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Period_NightInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Period_NightInputs = {};
