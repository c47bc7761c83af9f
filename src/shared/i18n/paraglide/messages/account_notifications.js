/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Account_NotificationsInputs */

const spec_account_notifications = /** @type {(inputs: Account_NotificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications: ${i?.count}`)
};

const am_account_notifications = /** @type {(inputs: Account_NotificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ማሳወቂያዎች: ${i?.count}`)
};

const en_account_notifications = /** @type {(inputs: Account_NotificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Notifications: {count}" |
*
* @param {Account_NotificationsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_notifications = /** @type {((inputs: Account_NotificationsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_NotificationsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_notifications(inputs)
	if (locale === "en") return en_account_notifications(inputs)
	return spec_account_notifications(inputs)
});