/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Wallet_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm: ((inputs?: Wallet_ConfirmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ConfirmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_ConfirmInputs = {};
