/**
* | output |
* | --- |
* | "Could not copy. Please write the number down." |
*
* @param {Wallet_Copy_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_copy_failed: ((inputs?: Wallet_Copy_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Copy_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Copy_FailedInputs = {};
