/**
* | output |
* | --- |
* | "Your withdrawal request of {amount} ETB was sent. Its number is {id}; it is paid within {hours} hours." |
*
* @param {Wallet_Manual_Withdrawal_ReceivedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_withdrawal_received: ((inputs: Wallet_Manual_Withdrawal_ReceivedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_Withdrawal_ReceivedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Manual_Withdrawal_ReceivedInputs = {
    amount: NonNullable<unknown>;
    id: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
