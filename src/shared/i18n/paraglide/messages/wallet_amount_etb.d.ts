/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Wallet_Amount_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_etb: ((inputs: Wallet_Amount_EtbInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Amount_EtbInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Amount_EtbInputs = {
    amount: NonNullable<unknown>;
};
