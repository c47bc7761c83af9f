/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Wallet_InsufficientInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_insufficient: ((inputs?: Wallet_InsufficientInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_InsufficientInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_InsufficientInputs = {};
