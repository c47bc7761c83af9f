/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_Play_OnlyInputs */

const spec_account_terms_play_only = /** @type {(inputs: Account_Terms_Play_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite credit is play-only and cannot be withdrawn.`)
};

const am_account_terms_play_only = /** @type {(inputs: Account_Terms_Play_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሂሳብ ለጨዋታ ብቻ ነው፤ ወጪ ማድረግ አይቻልም።`)
};

const en_account_terms_play_only = /** @type {(inputs: Account_Terms_Play_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite credit is play-only and cannot be withdrawn.`)
};

/**
* | output |
* | --- |
* | "Invite credit is play-only and cannot be withdrawn." |
*
* @param {Account_Terms_Play_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_play_only = /** @type {((inputs?: Account_Terms_Play_OnlyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Play_OnlyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_play_only(inputs)
	if (locale === "en") return en_account_terms_play_only(inputs)
	return spec_account_terms_play_only(inputs)
});