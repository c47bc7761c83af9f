/**
* | output |
* | --- |
* | "Not confirmed yet" |
*
* @param {Wallet_Unconfirmed_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_unconfirmed_title: ((inputs?: Wallet_Unconfirmed_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Unconfirmed_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Unconfirmed_TitleInputs = {};
