/**
* | output |
* | --- |
* | "Step {step} of 3" |
*
* @param {Auth_StepInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step: ((inputs: Auth_StepInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_StepInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_StepInputs = {
    step: NonNullable<unknown>;
};
