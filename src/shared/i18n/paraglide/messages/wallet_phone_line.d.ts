/**
* | output |
* | --- |
* | "Phone: {phone}" |
*
* @param {Wallet_Phone_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_phone_line: ((inputs: Wallet_Phone_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Phone_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Phone_LineInputs = {
    phone: NonNullable<unknown>;
};
