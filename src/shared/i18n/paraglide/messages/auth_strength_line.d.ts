/**
* | output |
* | --- |
* | "Strength: {label}" |
*
* @param {Auth_Strength_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_line: ((inputs: Auth_Strength_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Strength_LineInputs = {
    label: NonNullable<unknown>;
};
