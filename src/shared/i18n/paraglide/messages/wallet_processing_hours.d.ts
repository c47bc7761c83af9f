/**
* | output |
* | --- |
* | "Processing takes up to {hours} hours" |
*
* @param {Wallet_Processing_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_hours: ((inputs: Wallet_Processing_HoursInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Processing_HoursInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Processing_HoursInputs = {
    hours: NonNullable<unknown>;
};
