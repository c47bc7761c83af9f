/**
* | output |
* | --- |
* | "Won {amount} ETB with this board" |
*
* @param {Account_Won_With_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_won_with_board: ((inputs: Account_Won_With_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Won_With_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Won_With_BoardInputs = {
    amount: NonNullable<unknown>;
};
