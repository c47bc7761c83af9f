/**
* | output |
* | --- |
* | "Winnings: {amount} ETB" |
*
* @param {Account_WinningsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_winnings: ((inputs: Account_WinningsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_WinningsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_WinningsInputs = {
    amount: NonNullable<unknown>;
};
