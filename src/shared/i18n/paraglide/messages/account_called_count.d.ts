/**
* | output |
* | --- |
* | "Called numbers ({count}):" |
*
* @param {Account_Called_CountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_called_count: ((inputs: Account_Called_CountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Called_CountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Called_CountInputs = {
    count: NonNullable<unknown>;
};
