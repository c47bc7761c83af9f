/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Type_InviteInputs */

const spec_wallet_type_invite = /** @type {(inputs: Wallet_Type_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite reward (play only)`)
};

const am_wallet_type_invite = /** @type {(inputs: Wallet_Type_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሽልማት (ለጨዋታ ብቻ)`)
};

const en_wallet_type_invite = /** @type {(inputs: Wallet_Type_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite reward (play only)`)
};

/**
* | output |
* | --- |
* | "Invite reward (play only)" |
*
* @param {Wallet_Type_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_invite = /** @type {((inputs?: Wallet_Type_InviteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_InviteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_type_invite(inputs)
	if (locale === "en") return en_wallet_type_invite(inputs)
	return spec_wallet_type_invite(inputs)
});