/**
* | output |
* | --- |
* | "Step 3: your account" |
*
* @param {Auth_Step3_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_account: ((inputs?: Auth_Step3_AccountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step3_AccountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Step3_AccountInputs = {};
