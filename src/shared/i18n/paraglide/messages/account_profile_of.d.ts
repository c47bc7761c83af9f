/**
* | output |
* | --- |
* | "Profile of {name}" |
*
* @param {Account_Profile_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_of: ((inputs: Account_Profile_OfInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_OfInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Profile_OfInputs = {
    name: NonNullable<unknown>;
};
