/**
* | output |
* | --- |
* | "{intent}: done — it is in your history." |
*
* @param {Wallet_Unconfirmed_ShownInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_shown: ((inputs: Wallet_Unconfirmed_ShownInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_ShownInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_ShownInputs = {
    intent: NonNullable<unknown>;
};
