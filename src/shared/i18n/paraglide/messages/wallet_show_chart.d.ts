/**
* | output |
* | --- |
* | "Show chart" |
*
* @param {Wallet_Show_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_show_chart: ((inputs?: Wallet_Show_ChartInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Show_ChartInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Show_ChartInputs = {};
