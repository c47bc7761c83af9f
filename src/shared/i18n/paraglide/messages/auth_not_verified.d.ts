/**
* | output |
* | --- |
* | "{phone} is not verified yet. We will send a code by SMS." |
*
* @param {Auth_Not_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_not_verified: ((inputs: Auth_Not_VerifiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Not_VerifiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Not_VerifiedInputs = {
    phone: NonNullable<unknown>;
};
