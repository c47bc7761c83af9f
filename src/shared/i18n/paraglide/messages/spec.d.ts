/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SpecInputs */
/** @typedef {{}} Language_AmInputs */
/** @typedef {{}} Language_EnInputs */
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const language_spec: (inputs: Language_SpecInputs) => LocalizedString;
export const language_am: (inputs: Language_AmInputs) => LocalizedString;
export const language_en: (inputs: Language_EnInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_LabelInputs = {};
export type Language_SpecInputs = {};
export type Language_AmInputs = {};
export type Language_EnInputs = {};
