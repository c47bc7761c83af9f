/**
* | output |
* | --- |
* | "The server did not answer in time. Please check your connection." |
*
* @param {Common_No_Answer_In_TimeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_no_answer_in_time: ((inputs?: Common_No_Answer_In_TimeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_No_Answer_In_TimeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_No_Answer_In_TimeInputs = {};
