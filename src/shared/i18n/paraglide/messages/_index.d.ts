/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_label: ((inputs?: Language_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Spec texts" |
*
* @param {Language_SpecInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_spec: ((inputs?: Language_SpecInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SpecInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "አማርኛ" |
*
* @param {Language_AmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_am: ((inputs?: Language_AmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_AmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_EnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_en: ((inputs?: Language_EnInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_EnInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_LabelInputs = {};
export type Language_SpecInputs = {};
export type Language_AmInputs = {};
export type Language_EnInputs = {};
