/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_SubtitleInputs */

const spec_auth_subtitle = /** @type {(inputs: Auth_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ ይጫወቱ · Log in with your phone number`)
};

const am_auth_subtitle = /** @type {(inputs: Auth_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ ይጫወቱ · በስልክ ቁጥርዎ ይግቡ`)
};

const en_auth_subtitle = /** @type {(inputs: Auth_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play bingo · Log in with your phone number`)
};

/**
* | output |
* | --- |
* | "Play bingo · Log in with your phone number" |
*
* @param {Auth_SubtitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_subtitle = /** @type {((inputs?: Auth_SubtitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SubtitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_subtitle(inputs)
	if (locale === "en") return en_auth_subtitle(inputs)
	return spec_auth_subtitle(inputs)
});