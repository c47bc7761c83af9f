/**
* | output |
* | --- |
* | "The balance could not be read." |
*
* @param {Wallet_Balance_UnreadInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_unread: ((inputs?: Wallet_Balance_UnreadInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_UnreadInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Balance_UnreadInputs = {};
