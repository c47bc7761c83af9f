/**
* | output |
* | --- |
* | "If you send it again, it goes as the same request, so it is not done twice." |
*
* @param {Wallet_Retry_Same_KeyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_retry_same_key: ((inputs?: Wallet_Retry_Same_KeyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Retry_Same_KeyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Retry_Same_KeyInputs = {};
