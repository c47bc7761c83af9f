/**
* | output |
* | --- |
* | "Request ID:" |
*
* @param {Wallet_Request_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_request_id: ((inputs?: Wallet_Request_IdInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Request_IdInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Request_IdInputs = {};
