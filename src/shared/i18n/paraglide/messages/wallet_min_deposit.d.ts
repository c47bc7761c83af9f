/**
* | output |
* | --- |
* | "The minimum deposit is {min} ETB." |
*
* @param {Wallet_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit: ((inputs: Wallet_Min_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Min_DepositInputs = {
    min: NonNullable<unknown>;
};
