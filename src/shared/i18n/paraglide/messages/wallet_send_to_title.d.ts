/**
* | output |
* | --- |
* | "Send your deposit to one of these accounts" |
*
* @param {Wallet_Send_To_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_to_title: ((inputs?: Wallet_Send_To_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Send_To_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Send_To_TitleInputs = {};
