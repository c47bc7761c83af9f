/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Manual_PlayInputs */

const spec_account_manual_play = /** @type {(inputs: Account_Manual_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual Play`)
};

const am_account_manual_play = /** @type {(inputs: Account_Manual_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ይጫወቱ`)
};

const en_account_manual_play = /** @type {(inputs: Account_Manual_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual Play`)
};

/**
* | output |
* | --- |
* | "Manual Play" |
*
* @param {Account_Manual_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_manual_play = /** @type {((inputs?: Account_Manual_PlayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Manual_PlayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_manual_play(inputs)
	if (locale === "en") return en_account_manual_play(inputs)
	return spec_account_manual_play(inputs)
});