/**
* | output |
* | --- |
* | "{intent}: not done — it is not in your history." |
*
* @param {Wallet_Unconfirmed_AbsentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_absent: ((inputs: Wallet_Unconfirmed_AbsentInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_AbsentInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_AbsentInputs = {
    intent: NonNullable<unknown>;
};
