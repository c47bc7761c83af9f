/**
* | output |
* | --- |
* | "Promo: {amount} ETB (play only)" |
*
* @param {Wallet_PromoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_promo: ((inputs: Wallet_PromoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_PromoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_PromoInputs = {
    amount: NonNullable<unknown>;
};
