/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_InvalidInputs */

const spec_account_limits_invalid = /** @type {(inputs: Account_Limits_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a positive amount with at most two decimals, or leave the field empty.`)
};

const am_account_limits_invalid = /** @type {(inputs: Account_Limits_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከዜሮ በላይ የሆነ መጠን ቢበዛ በሁለት አስርዮሽ ያስገቡ፣ ወይም ባዶ ይተዉት።`)
};

const en_account_limits_invalid = /** @type {(inputs: Account_Limits_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a positive amount with at most two decimals, or leave the field empty.`)
};

/**
* | output |
* | --- |
* | "Enter a positive amount with at most two decimals, or leave the field empty." |
*
* @param {Account_Limits_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_invalid = /** @type {((inputs?: Account_Limits_InvalidInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_InvalidInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_invalid(inputs)
	if (locale === "en") return en_account_limits_invalid(inputs)
	return spec_account_limits_invalid(inputs)
});