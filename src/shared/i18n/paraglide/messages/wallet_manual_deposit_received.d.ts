/**
* | output |
* | --- |
* | "Your deposit request of {amount} ETB was sent. It is added to your balance once it has been checked." |
*
* @param {Wallet_Manual_Deposit_ReceivedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit_received: ((inputs: Wallet_Manual_Deposit_ReceivedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_Deposit_ReceivedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Manual_Deposit_ReceivedInputs = {
    amount: NonNullable<unknown>;
};
