/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Not_WiredInputs */

const spec_account_not_wired = /** @type {(inputs: Account_Not_WiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending messages from this form is not available yet. Please contact us by phone during support hours.`)
};

const am_account_not_wired = /** @type {(inputs: Account_Not_WiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በዚህ ቅጽ መልእክት መላክ ገና አይቻልም። እባክዎ በእገዛ ሰዓት በስልክ ያግኙን።`)
};

const en_account_not_wired = /** @type {(inputs: Account_Not_WiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending messages from this form is not available yet. Please contact us by phone during support hours.`)
};

/**
* | output |
* | --- |
* | "Sending messages from this form is not available yet. Please contact us by phone during support hours." |
*
* @param {Account_Not_WiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_not_wired = /** @type {((inputs?: Account_Not_WiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_WiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_not_wired(inputs)
	if (locale === "en") return en_account_not_wired(inputs)
	return spec_account_not_wired(inputs)
});