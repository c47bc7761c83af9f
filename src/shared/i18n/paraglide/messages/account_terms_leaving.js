/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Terms_LeavingInputs */

const spec_account_terms_leaving = /** @type {(inputs: Account_Terms_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving a game after it starts may forfeit the stake.`)
};

const am_account_terms_leaving = /** @type {(inputs: Account_Terms_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታው ከጀመረ በኋላ መውጣት መደቡን ሊያሳጣ ይችላል።`)
};

const en_account_terms_leaving = /** @type {(inputs: Account_Terms_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving a game after it starts may forfeit the stake.`)
};

/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit the stake." |
*
* @param {Account_Terms_LeavingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_leaving = /** @type {((inputs?: Account_Terms_LeavingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_LeavingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_terms_leaving(inputs)
	if (locale === "en") return en_account_terms_leaving(inputs)
	return spec_account_terms_leaving(inputs)
});