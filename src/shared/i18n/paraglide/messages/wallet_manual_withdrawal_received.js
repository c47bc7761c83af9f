/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, id: NonNullable<unknown>, hours: NonNullable<unknown> }} Wallet_Manual_Withdrawal_ReceivedInputs */

const spec_wallet_manual_withdrawal_received = /** @type {(inputs: Wallet_Manual_Withdrawal_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your withdrawal request of ${i?.amount} ETB was sent. Its number is ${i?.id}; it is paid within ${i?.hours} hours.`)
};

const am_wallet_manual_withdrawal_received = /** @type {(inputs: Wallet_Manual_Withdrawal_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.amount} ብር የወጪ ጥያቄዎ ተልኳል። ቁጥሩ ${i?.id} ነው፤ በ${i?.hours} ሰዓት ውስጥ ይከፈላል።`)
};

const en_wallet_manual_withdrawal_received = /** @type {(inputs: Wallet_Manual_Withdrawal_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your withdrawal request of ${i?.amount} ETB was sent. Its number is ${i?.id}; it is paid within ${i?.hours} hours.`)
};

/**
* | output |
* | --- |
* | "Your withdrawal request of {amount} ETB was sent. Its number is {id}; it is paid within {hours} hours." |
*
* @param {Wallet_Manual_Withdrawal_ReceivedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_withdrawal_received = /** @type {((inputs: Wallet_Manual_Withdrawal_ReceivedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_Withdrawal_ReceivedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_manual_withdrawal_received(inputs)
	if (locale === "en") return en_wallet_manual_withdrawal_received(inputs)
	return spec_wallet_manual_withdrawal_received(inputs)
});