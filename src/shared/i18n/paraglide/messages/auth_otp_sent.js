/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Otp_SentInputs */

const spec_auth_otp_sent = /** @type {(inputs: Auth_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`code sent to your phone! expires in 2 mins`)
};

const am_auth_otp_sent = /** @type {(inputs: Auth_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱ ወደ ስልክዎ ተልኳል! በ2 ደቂቃ ውስጥ ያበቃል`)
};

const en_auth_otp_sent = /** @type {(inputs: Auth_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code sent to your phone! It expires in 2 minutes.`)
};

/**
* | output |
* | --- |
* | "Code sent to your phone! It expires in 2 minutes." |
*
* @param {Auth_Otp_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sent = /** @type {((inputs?: Auth_Otp_SentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_SentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_auth_otp_sent(inputs)
	if (locale === "en") return en_auth_otp_sent(inputs)
	return spec_auth_otp_sent(inputs)
});