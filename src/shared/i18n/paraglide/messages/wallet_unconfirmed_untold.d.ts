/**
* | output |
* | --- |
* | "{intent}: not confirmed yet — your history does not tell. {balance}" |
*
* @param {Wallet_Unconfirmed_UntoldInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_untold: ((inputs: Wallet_Unconfirmed_UntoldInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_UntoldInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_UntoldInputs = {
    intent: NonNullable<unknown>;
    balance: NonNullable<unknown>;
};
