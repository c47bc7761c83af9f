/**
* | output |
* | --- |
* | "Maximum daily deposit: {max} ETB" |
*
* @param {Wallet_Max_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_deposit_line: ((inputs: Wallet_Max_Deposit_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Max_Deposit_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Max_Deposit_LineInputs = {
    max: NonNullable<unknown>;
};
