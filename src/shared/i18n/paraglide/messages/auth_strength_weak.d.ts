/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Auth_Strength_WeakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_weak: ((inputs?: Auth_Strength_WeakInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_WeakInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Strength_WeakInputs = {};
