/**
* | output |
* | --- |
* | "Your balance is now {amount} ETB." |
*
* @param {Wallet_Balance_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_now: ((inputs: Wallet_Balance_NowInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_NowInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Balance_NowInputs = {
    amount: NonNullable<unknown>;
};
