/**
* | output |
* | --- |
* | "Unexpected answer from the server ({status})." |
*
* @param {Common_Unexpected_Answer_StatusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unexpected_answer_status: ((inputs: Common_Unexpected_Answer_StatusInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Unexpected_Answer_StatusInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Unexpected_Answer_StatusInputs = {
    status: NonNullable<unknown>;
};
