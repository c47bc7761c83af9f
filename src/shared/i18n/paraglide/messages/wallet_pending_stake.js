/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Pending_StakeInputs */

const spec_wallet_pending_stake = /** @type {(inputs: Wallet_Pending_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake in a game in progress`)
};

const am_wallet_pending_stake = /** @type {(inputs: Wallet_Pending_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በሂደት ላይ ያለ ጨዋታ መደብ`)
};

const en_wallet_pending_stake = /** @type {(inputs: Wallet_Pending_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake in a game in progress`)
};

/**
* | output |
* | --- |
* | "Stake in a game in progress" |
*
* @param {Wallet_Pending_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_stake = /** @type {((inputs?: Wallet_Pending_StakeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Pending_StakeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_pending_stake(inputs)
	if (locale === "en") return en_wallet_pending_stake(inputs)
	return spec_wallet_pending_stake(inputs)
});