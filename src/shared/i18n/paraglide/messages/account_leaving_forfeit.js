/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Leaving_ForfeitInputs */

const spec_account_leaving_forfeit = /** @type {(inputs: Account_Leaving_ForfeitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving a game after it starts may forfeit your stake.`)
};

const am_account_leaving_forfeit = /** @type {(inputs: Account_Leaving_ForfeitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታው ከጀመረ በኋላ መውጣት መደብዎን ሊያሳጣ ይችላል።`)
};

const en_account_leaving_forfeit = /** @type {(inputs: Account_Leaving_ForfeitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving a game after it starts may forfeit your stake.`)
};

/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit your stake." |
*
* @param {Account_Leaving_ForfeitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_leaving_forfeit = /** @type {((inputs?: Account_Leaving_ForfeitInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Leaving_ForfeitInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_leaving_forfeit(inputs)
	if (locale === "en") return en_account_leaving_forfeit(inputs)
	return spec_account_leaving_forfeit(inputs)
});