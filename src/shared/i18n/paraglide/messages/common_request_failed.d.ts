/**
* | output |
* | --- |
* | "Request failed ({status}). Please try again." |
*
* @param {Common_Request_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_request_failed: ((inputs: Common_Request_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Request_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Request_FailedInputs = {
    status: NonNullable<unknown>;
};
