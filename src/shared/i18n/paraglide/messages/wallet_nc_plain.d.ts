/**
* | output |
* | --- |
* | "Not confirmed. {balance}" |
*
* @param {Wallet_Nc_PlainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_plain: ((inputs: Wallet_Nc_PlainInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nc_PlainInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Nc_PlainInputs = {
    balance: NonNullable<unknown>;
};
