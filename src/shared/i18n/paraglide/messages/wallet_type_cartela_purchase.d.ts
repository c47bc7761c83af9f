/**
* | output |
* | --- |
* | "Board purchase" |
*
* @param {Wallet_Type_Cartela_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_cartela_purchase: ((inputs?: Wallet_Type_Cartela_PurchaseInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Cartela_PurchaseInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Type_Cartela_PurchaseInputs = {};
