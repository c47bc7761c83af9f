/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ReconnectingInputs */

const spec_common_reconnecting = /** @type {(inputs: Common_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnecting...`)
};

const am_common_reconnecting = /** @type {(inputs: Common_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና በመገናኘት ላይ...`)
};

const en_common_reconnecting = /** @type {(inputs: Common_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnecting...`)
};

/**
* | output |
* | --- |
* | "Reconnecting..." |
*
* @param {Common_ReconnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_reconnecting = /** @type {((inputs?: Common_ReconnectingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ReconnectingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_reconnecting(inputs)
	if (locale === "en") return en_common_reconnecting(inputs)
	return spec_common_reconnecting(inputs)
});