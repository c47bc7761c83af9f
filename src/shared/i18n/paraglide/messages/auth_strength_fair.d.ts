/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Auth_Strength_FairInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_fair: ((inputs?: Auth_Strength_FairInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_FairInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Strength_FairInputs = {};
