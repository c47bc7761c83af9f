/**
* | output |
* | --- |
* | "Deposit request sent." |
*
* @param {Wallet_Deposit_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_sent: ((inputs?: Wallet_Deposit_SentInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_SentInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Deposit_SentInputs = {};
