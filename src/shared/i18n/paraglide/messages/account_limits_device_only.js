/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Device_OnlyInputs */

const spec_account_limits_device_only = /** @type {(inputs: Account_Limits_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These limits apply on this device only (they stay after you log out).`)
};

const am_account_limits_device_only = /** @type {(inputs: Account_Limits_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እነዚህ ገደቦች የሚሠሩት በዚህ ስልክ ላይ ብቻ ነው፤ ከወጡም በኋላ ይቆያሉ።`)
};

const en_account_limits_device_only = /** @type {(inputs: Account_Limits_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These limits apply on this device only (they stay after you log out).`)
};

/**
* | output |
* | --- |
* | "These limits apply on this device only (they stay after you log out)." |
*
* @param {Account_Limits_Device_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_device_only = /** @type {((inputs?: Account_Limits_Device_OnlyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Device_OnlyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_device_only(inputs)
	if (locale === "en") return en_account_limits_device_only(inputs)
	return spec_account_limits_device_only(inputs)
});