/**
* | output |
* | --- |
* | "Copy the {provider} number {number}" |
*
* @param {Wallet_Copy_Number_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_copy_number_of: ((inputs: Wallet_Copy_Number_OfInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Copy_Number_OfInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Copy_Number_OfInputs = {
    provider: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
