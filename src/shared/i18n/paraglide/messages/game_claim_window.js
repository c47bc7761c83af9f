/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Claim_WindowInputs */

const spec_game_claim_window = /** @type {(inputs: Game_Claim_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim now — only on this call`)
};

const am_game_claim_window = /** @type {(inputs: Game_Claim_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁኑኑ ቢንጎ ይበሉ — በዚህ ጥሪ ብቻ`)
};

const en_game_claim_window = /** @type {(inputs: Game_Claim_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim now — only on this call`)
};

/**
* | output |
* | --- |
* | "Claim now — only on this call" |
*
* @param {Game_Claim_WindowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_claim_window = /** @type {((inputs?: Game_Claim_WindowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Claim_WindowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_claim_window(inputs)
	if (locale === "en") return en_game_claim_window(inputs)
	return spec_game_claim_window(inputs)
});