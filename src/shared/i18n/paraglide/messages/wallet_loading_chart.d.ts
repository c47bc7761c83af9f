/**
* | output |
* | --- |
* | "Loading chart..." |
*
* @param {Wallet_Loading_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_chart: ((inputs?: Wallet_Loading_ChartInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Loading_ChartInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Loading_ChartInputs = {};
