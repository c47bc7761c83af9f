/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Wallet_Copy_NumberInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_copy_number: ((inputs?: Wallet_Copy_NumberInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Copy_NumberInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Copy_NumberInputs = {};
