/**
* | output |
* | --- |
* | "Amount in ETB required." |
*
* @param {Wallet_Amount_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_required: ((inputs?: Wallet_Amount_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Amount_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Amount_RequiredInputs = {};
