/**
* | output |
* | --- |
* | "{intent}: not confirmed — checking" |
*
* @param {Wallet_Unconfirmed_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_checking: ((inputs: Wallet_Unconfirmed_CheckingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_CheckingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_CheckingInputs = {
    intent: NonNullable<unknown>;
};
