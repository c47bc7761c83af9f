/**
* | output |
* | --- |
* | "Trying again is safe: it will not be done twice." |
*
* @param {Wallet_Safe_RetryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_safe_retry: ((inputs?: Wallet_Safe_RetryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Safe_RetryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Safe_RetryInputs = {};
