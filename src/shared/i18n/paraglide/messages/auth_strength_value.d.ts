/**
* | output |
* | --- |
* | "{label} ({score} of 100)" |
*
* @param {Auth_Strength_ValueInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_value: ((inputs: Auth_Strength_ValueInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_ValueInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Strength_ValueInputs = {
    label: NonNullable<unknown>;
    score: NonNullable<unknown>;
};
