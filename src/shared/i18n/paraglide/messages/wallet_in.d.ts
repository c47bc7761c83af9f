/**
* | output |
* | --- |
* | "In: {amount} ETB" |
*
* @param {Wallet_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_in: ((inputs: Wallet_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_InInputs = {
    amount: NonNullable<unknown>;
};
