/**
* | output |
* | --- |
* | "Send {amount} ETB to {receiver}? This action cannot be undone." |
*
* @param {Wallet_Confirm_Transfer_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer_text: ((inputs: Wallet_Confirm_Transfer_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Confirm_Transfer_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Confirm_Transfer_TextInputs = {
    amount: NonNullable<unknown>;
    receiver: NonNullable<unknown>;
};
