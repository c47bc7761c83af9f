/**
* | output |
* | --- |
* | "Not confirmed — checking your balance…" |
*
* @param {Wallet_Not_Confirmed_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_confirmed_checking: ((inputs?: Wallet_Not_Confirmed_CheckingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Not_Confirmed_CheckingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Not_Confirmed_CheckingInputs = {};
