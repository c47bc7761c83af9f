/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Wallet_Processing_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_button: ((inputs?: Wallet_Processing_ButtonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Processing_ButtonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Processing_ButtonInputs = {};
