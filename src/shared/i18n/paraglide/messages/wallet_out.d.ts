/**
* | output |
* | --- |
* | "Out: {amount} ETB" |
*
* @param {Wallet_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_out: ((inputs: Wallet_OutInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_OutInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_OutInputs = {
    amount: NonNullable<unknown>;
};
