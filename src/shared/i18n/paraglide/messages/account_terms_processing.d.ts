/**
* | output |
* | --- |
* | "Withdrawals are processed within {hours} hours." |
*
* @param {Account_Terms_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_processing: ((inputs: Account_Terms_ProcessingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_ProcessingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Terms_ProcessingInputs = {
    hours: NonNullable<unknown>;
};
