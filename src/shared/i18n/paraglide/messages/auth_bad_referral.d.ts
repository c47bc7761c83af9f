/**
* | output |
* | --- |
* | "Invalid referral number!" |
*
* @param {Auth_Bad_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_referral: ((inputs?: Auth_Bad_ReferralInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_ReferralInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Bad_ReferralInputs = {};
