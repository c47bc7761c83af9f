/**
* | output |
* | --- |
* | "Done. You will receive a text message from the selected provider shortly!" |
*
* @param {Wallet_Withdraw_PendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_pending: ((inputs?: Wallet_Withdraw_PendingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_PendingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Withdraw_PendingInputs = {};
