/**
* | output |
* | --- |
* | "We got no answer, but your history shows the {label} of {amount} ETB. {balance}" |
*
* @param {Wallet_Nc_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_entry: ((inputs: Wallet_Nc_EntryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nc_EntryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Nc_EntryInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    balance: NonNullable<unknown>;
};
