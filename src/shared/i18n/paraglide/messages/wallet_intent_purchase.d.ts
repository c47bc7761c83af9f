/**
* | output |
* | --- |
* | "board purchase" |
*
* @param {Wallet_Intent_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_purchase: ((inputs?: Wallet_Intent_PurchaseInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Intent_PurchaseInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Intent_PurchaseInputs = {};
