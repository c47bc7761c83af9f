/**
* | output |
* | --- |
* | "Maximum daily withdrawal: {max} ETB" |
*
* @param {Wallet_Max_Withdrawal_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_withdrawal_line: ((inputs: Wallet_Max_Withdrawal_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Max_Withdrawal_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Max_Withdrawal_LineInputs = {
    max: NonNullable<unknown>;
};
