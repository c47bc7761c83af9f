/**
* | output |
* | --- |
* | "Balance over time chart, now {amount} ETB" |
*
* @param {Wallet_Chart_Label_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_label_now: ((inputs: Wallet_Chart_Label_NowInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Chart_Label_NowInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Chart_Label_NowInputs = {
    amount: NonNullable<unknown>;
};
