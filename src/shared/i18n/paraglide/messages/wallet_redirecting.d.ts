/**
* | output |
* | --- |
* | "Redirecting to the payment provider..." |
*
* @param {Wallet_RedirectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_redirecting: ((inputs?: Wallet_RedirectingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_RedirectingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_RedirectingInputs = {};
