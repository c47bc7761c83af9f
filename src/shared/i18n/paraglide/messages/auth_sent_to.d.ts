/**
* | output |
* | --- |
* | "We sent a code to {phone}." |
*
* @param {Auth_Sent_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_sent_to: ((inputs: Auth_Sent_ToInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sent_ToInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sent_ToInputs = {
    phone: NonNullable<unknown>;
};
