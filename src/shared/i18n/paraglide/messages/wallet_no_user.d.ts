/**
* | output |
* | --- |
* | "User data not found! Please refresh the page." |
*
* @param {Wallet_No_UserInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_user: ((inputs?: Wallet_No_UserInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_UserInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_UserInputs = {};
