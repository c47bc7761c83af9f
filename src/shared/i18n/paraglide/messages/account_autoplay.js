/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_AutoplayInputs */

const spec_account_autoplay = /** @type {(inputs: Account_AutoplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AutoPlay`)
};

const am_account_autoplay = /** @type {(inputs: Account_AutoplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አውቶ ጨዋታ`)
};

const en_account_autoplay = /** @type {(inputs: Account_AutoplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AutoPlay`)
};

/**
* | output |
* | --- |
* | "AutoPlay" |
*
* @param {Account_AutoplayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_autoplay = /** @type {((inputs?: Account_AutoplayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AutoplayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_autoplay(inputs)
	if (locale === "en") return en_account_autoplay(inputs)
	return spec_account_autoplay(inputs)
});