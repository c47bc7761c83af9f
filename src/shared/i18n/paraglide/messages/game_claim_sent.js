/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Claim_SentInputs */

const spec_game_claim_sent = /** @type {(inputs: Game_Claim_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim sent`)
};

const am_game_claim_sent = /** @type {(inputs: Game_Claim_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ ተልኳል`)
};

const en_game_claim_sent = /** @type {(inputs: Game_Claim_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim sent`)
};

/**
* | output |
* | --- |
* | "Claim sent" |
*
* @param {Game_Claim_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_claim_sent = /** @type {((inputs?: Game_Claim_SentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Claim_SentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_claim_sent(inputs)
	if (locale === "en") return en_game_claim_sent(inputs)
	return spec_game_claim_sent(inputs)
});