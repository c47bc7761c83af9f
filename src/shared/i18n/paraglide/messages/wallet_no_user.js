/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_No_UserInputs */

const spec_wallet_no_user = /** @type {(inputs: Wallet_No_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user data not found! please refresh the page.`)
};

const am_wallet_no_user = /** @type {(inputs: Wallet_No_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠቃሚ መረጃ አልተገኘም! እባክዎ ገጹን እንደገና ይጫኑ።`)
};

const en_wallet_no_user = /** @type {(inputs: Wallet_No_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User data not found! Please refresh the page.`)
};

/**
* | output |
* | --- |
* | "User data not found! Please refresh the page." |
*
* @param {Wallet_No_UserInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_user = /** @type {((inputs?: Wallet_No_UserInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_UserInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_no_user(inputs)
	if (locale === "en") return en_wallet_no_user(inputs)
	return spec_wallet_no_user(inputs)
});