/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Request_IdInputs */

const spec_wallet_request_id = /** @type {(inputs: Wallet_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request id:`)
};

const am_wallet_request_id = /** @type {(inputs: Wallet_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጥያቄ መለያ፦`)
};

const en_wallet_request_id = /** @type {(inputs: Wallet_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request ID:`)
};

/**
* | output |
* | --- |
* | "Request ID:" |
*
* @param {Wallet_Request_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_request_id = /** @type {((inputs?: Wallet_Request_IdInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Request_IdInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_request_id(inputs)
	if (locale === "en") return en_wallet_request_id(inputs)
	return spec_wallet_request_id(inputs)
});