/**
* | output |
* | --- |
* | "We got no answer, and your history shows no {label} of {amount} ETB. {balance} {retry}" |
*
* @param {Wallet_Nc_No_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_no_entry: ((inputs: Wallet_Nc_No_EntryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nc_No_EntryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Nc_No_EntryInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    balance: NonNullable<unknown>;
    retry: NonNullable<unknown>;
};
