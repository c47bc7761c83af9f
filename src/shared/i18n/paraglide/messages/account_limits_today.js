/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deposits: NonNullable<unknown>, stakes: NonNullable<unknown> }} Account_Limits_TodayInputs */

const spec_account_limits_today = /** @type {(inputs: Account_Limits_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today on this device: ${i?.deposits} ETB deposited, ${i?.stakes} ETB staked.`)
};

const am_account_limits_today = /** @type {(inputs: Account_Limits_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዛሬ በዚህ ስልክ፦ ${i?.deposits} ብር ገብቷል፣ ${i?.stakes} ብር ተወራርደዋል።`)
};

const en_account_limits_today = /** @type {(inputs: Account_Limits_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today on this device: ${i?.deposits} ETB deposited, ${i?.stakes} ETB staked.`)
};

/**
* | output |
* | --- |
* | "Today on this device: {deposits} ETB deposited, {stakes} ETB staked." |
*
* @param {Account_Limits_TodayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_today = /** @type {((inputs: Account_Limits_TodayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_TodayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_today(inputs)
	if (locale === "en") return en_account_limits_today(inputs)
	return spec_account_limits_today(inputs)
});