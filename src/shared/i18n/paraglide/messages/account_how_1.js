/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_How_1Inputs */

const spec_account_how_1 = /** @type {(inputs: Account_How_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB).`)
};

const am_account_how_1 = /** @type {(inputs: Account_How_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ይጫወቱን ይምረጡ፣ ከዚያ መደብ ይምረጡ (10፣ 20፣ 50፣ 100፣ 200 ወይም 500 ብር)።`)
};

const en_account_how_1 = /** @type {(inputs: Account_How_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB).`)
};

/**
* | output |
* | --- |
* | "Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB)." |
*
* @param {Account_How_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_1 = /** @type {((inputs?: Account_How_1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_how_1(inputs)
	if (locale === "en") return en_account_how_1(inputs)
	return spec_account_how_1(inputs)
});