/**
* | output |
* | --- |
* | "Unexpected answer from the server. Please try again." |
*
* @param {Common_Unexpected_AnswerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unexpected_answer: ((inputs?: Common_Unexpected_AnswerInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Unexpected_AnswerInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Unexpected_AnswerInputs = {};
