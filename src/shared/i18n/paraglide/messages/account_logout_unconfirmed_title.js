/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Logout_Unconfirmed_TitleInputs */

const spec_account_logout_unconfirmed_title = /** @type {(inputs: Account_Logout_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A money request is not confirmed yet`)
};

const am_account_logout_unconfirmed_title = /** @type {(inputs: Account_Logout_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገንዘብ ጥያቄ ገና አልተረጋገጠም`)
};

const en_account_logout_unconfirmed_title = /** @type {(inputs: Account_Logout_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A money request is not confirmed yet`)
};

/**
* | output |
* | --- |
* | "A money request is not confirmed yet" |
*
* @param {Account_Logout_Unconfirmed_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout_unconfirmed_title = /** @type {((inputs?: Account_Logout_Unconfirmed_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Logout_Unconfirmed_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_logout_unconfirmed_title(inputs)
	if (locale === "en") return en_account_logout_unconfirmed_title(inputs)
	return spec_account_logout_unconfirmed_title(inputs)
});