/**
* | output |
* | --- |
* | "Pattern: {name}" |
*
* @param {Account_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern: ((inputs: Account_PatternInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PatternInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_PatternInputs = {
    name: NonNullable<unknown>;
};
