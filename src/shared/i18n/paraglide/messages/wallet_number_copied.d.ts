/**
* | output |
* | --- |
* | "Number copied" |
*
* @param {Wallet_Number_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_number_copied: ((inputs?: Wallet_Number_CopiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Number_CopiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Number_CopiedInputs = {};
