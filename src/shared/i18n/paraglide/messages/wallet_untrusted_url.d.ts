/**
* | output |
* | --- |
* | "The payment provider address is not trusted. Please contact support." |
*
* @param {Wallet_Untrusted_UrlInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_untrusted_url: ((inputs?: Wallet_Untrusted_UrlInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Untrusted_UrlInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Untrusted_UrlInputs = {};
