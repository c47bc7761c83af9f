/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdraw_PendingInputs */

const spec_wallet_withdraw_pending = /** @type {(inputs: Wallet_Withdraw_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`done.you will receive txt message from the selected provider shortly!`)
};

const am_wallet_withdraw_pending = /** @type {(inputs: Wallet_Withdraw_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተጠናቋል። ከመረጡት አቅራቢ በቅርቡ የጽሑፍ መልእክት ይደርስዎታል!`)
};

const en_wallet_withdraw_pending = /** @type {(inputs: Wallet_Withdraw_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done. You will receive a text message from the selected provider shortly!`)
};

/**
* | output |
* | --- |
* | "Done. You will receive a text message from the selected provider shortly!" |
*
* @param {Wallet_Withdraw_PendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_pending = /** @type {((inputs?: Wallet_Withdraw_PendingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_PendingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_wallet_withdraw_pending(inputs)
	if (locale === "en") return en_wallet_withdraw_pending(inputs)
	return spec_wallet_withdraw_pending(inputs)
});