/**
* | output |
* | --- |
* | "Balance (ETB)" |
*
* @param {Wallet_Chart_SeriesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_series: ((inputs?: Wallet_Chart_SeriesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Chart_SeriesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Chart_SeriesInputs = {};
