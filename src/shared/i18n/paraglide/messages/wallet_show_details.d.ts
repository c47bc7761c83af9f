/**
* | output |
* | --- |
* | "Show details of {type} {amount}" |
*
* @param {Wallet_Show_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_show_details: ((inputs: Wallet_Show_DetailsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Show_DetailsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Show_DetailsInputs = {
    type: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
