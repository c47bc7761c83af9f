/**
* | output |
* | --- |
* | "Send the amount by mobile money, then paste the transaction ID from the SMS you received." |
*
* @param {Wallet_Manual_Deposit_HelpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit_help: ((inputs?: Wallet_Manual_Deposit_HelpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_Deposit_HelpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Manual_Deposit_HelpInputs = {};
