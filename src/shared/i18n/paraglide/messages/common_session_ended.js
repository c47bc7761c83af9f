/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Session_EndedInputs */

const spec_common_session_ended = /** @type {(inputs: Common_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please log in again.`)
};

const am_common_session_ended = /** @type {(inputs: Common_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ክፍለ ጊዜዎ አብቅቷል። እባክዎ እንደገና ይግቡ።`)
};

const en_common_session_ended = /** @type {(inputs: Common_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please log in again.`)
};

/**
* | output |
* | --- |
* | "Your session has ended. Please log in again." |
*
* @param {Common_Session_EndedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_session_ended = /** @type {((inputs?: Common_Session_EndedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Session_EndedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_session_ended(inputs)
	if (locale === "en") return en_common_session_ended(inputs)
	return spec_common_session_ended(inputs)
});