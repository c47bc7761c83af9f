/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_ServerInputs */

const spec_account_limits_server = /** @type {(inputs: Account_Limits_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits are kept with your account and apply on every device.`)
};

const am_account_limits_server = /** @type {(inputs: Account_Limits_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎ ከመለያዎ ጋር ተቀምጠዋል፤ በሁሉም ስልኮች ይሠራሉ።`)
};

const en_account_limits_server = /** @type {(inputs: Account_Limits_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits are kept with your account and apply on every device.`)
};

/**
* | output |
* | --- |
* | "Your limits are kept with your account and apply on every device." |
*
* @param {Account_Limits_ServerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_server = /** @type {((inputs?: Account_Limits_ServerInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_ServerInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_server(inputs)
	if (locale === "en") return en_account_limits_server(inputs)
	return spec_account_limits_server(inputs)
});