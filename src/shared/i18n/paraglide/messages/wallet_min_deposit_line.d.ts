/**
* | output |
* | --- |
* | "Minimum deposit: {min} ETB" |
*
* @param {Wallet_Min_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit_line: ((inputs: Wallet_Min_Deposit_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_Deposit_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Min_Deposit_LineInputs = {
    min: NonNullable<unknown>;
};
