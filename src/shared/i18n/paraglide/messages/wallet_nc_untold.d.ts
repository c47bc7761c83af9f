/**
* | output |
* | --- |
* | "We got no answer and cannot tell yet whether the {label} of {amount} ETB went through. {balance}" |
*
* @param {Wallet_Nc_UntoldInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_untold: ((inputs: Wallet_Nc_UntoldInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nc_UntoldInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Nc_UntoldInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    balance: NonNullable<unknown>;
};
