/**
* | output |
* | --- |
* | "{label} character {n}" |
*
* @param {Common_Code_CharacterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_code_character: ((inputs: Common_Code_CharacterInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Code_CharacterInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Code_CharacterInputs = {
    label: NonNullable<unknown>;
    n: NonNullable<unknown>;
};
