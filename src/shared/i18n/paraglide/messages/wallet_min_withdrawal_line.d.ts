/**
* | output |
* | --- |
* | "Minimum withdrawal: {min} ETB" |
*
* @param {Wallet_Min_Withdrawal_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_withdrawal_line: ((inputs: Wallet_Min_Withdrawal_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_Withdrawal_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Min_Withdrawal_LineInputs = {
    min: NonNullable<unknown>;
};
