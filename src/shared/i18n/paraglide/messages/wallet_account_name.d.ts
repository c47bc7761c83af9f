/**
* | output |
* | --- |
* | "Account name: {name}" |
*
* @param {Wallet_Account_NameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_account_name: ((inputs: Wallet_Account_NameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Account_NameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Account_NameInputs = {
    name: NonNullable<unknown>;
};
