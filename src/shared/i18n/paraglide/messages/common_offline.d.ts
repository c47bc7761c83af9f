/**
* | output |
* | --- |
* | "You are offline. Cartela will reconnect when the network is back." |
*
* @param {Common_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_offline: ((inputs?: Common_OfflineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_OfflineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_OfflineInputs = {};
