/**
* | output |
* | --- |
* | "Referral code (optional)" |
*
* @param {Auth_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_referral: ((inputs?: Auth_ReferralInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ReferralInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_ReferralInputs = {};
