/**
* | output |
* | --- |
* | "Balance: …" |
*
* @param {Wallet_Balance_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_loading: ((inputs?: Wallet_Balance_LoadingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_LoadingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Balance_LoadingInputs = {};
