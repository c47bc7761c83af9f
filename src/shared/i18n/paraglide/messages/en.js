/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SpecInputs */
/** @typedef {{}} Language_AmInputs */
/** @typedef {{}} Language_EnInputs */


export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_spec = /** @type {(inputs: Language_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spec texts`)
};

export const language_am = /** @type {(inputs: Language_AmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አማርኛ`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};