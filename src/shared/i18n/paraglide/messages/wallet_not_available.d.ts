/**
* | output |
* | --- |
* | "(not available yet)" |
*
* @param {Wallet_Not_AvailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_available: ((inputs?: Wallet_Not_AvailableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Not_AvailableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Not_AvailableInputs = {};
