/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Account_Pattern_GridInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern_grid: ((inputs: Account_Pattern_GridInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pattern_GridInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Pattern_GridInputs = {
    name: NonNullable<unknown>;
};
