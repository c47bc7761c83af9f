/**
* | output |
* | --- |
* | "The account to transfer to is required." |
*
* @param {Wallet_Transfer_To_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to_required: ((inputs?: Wallet_Transfer_To_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_To_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Transfer_To_RequiredInputs = {};
