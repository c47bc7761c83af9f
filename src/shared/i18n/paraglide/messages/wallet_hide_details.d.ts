/**
* | output |
* | --- |
* | "Hide details of {type} {amount}" |
*
* @param {Wallet_Hide_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_hide_details: ((inputs: Wallet_Hide_DetailsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Hide_DetailsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Hide_DetailsInputs = {
    type: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
