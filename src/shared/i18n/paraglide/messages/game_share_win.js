/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Share_WinInputs */

const spec_game_share_win = /** @type {(inputs: Game_Share_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your win`)
};

const am_game_share_win = /** @type {(inputs: Game_Share_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድልዎን ያጋሩ`)
};

const en_game_share_win = /** @type {(inputs: Game_Share_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your win`)
};

/**
* | output |
* | --- |
* | "Share your win" |
*
* @param {Game_Share_WinInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_share_win = /** @type {((inputs?: Game_Share_WinInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Share_WinInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_share_win(inputs)
	if (locale === "en") return en_game_share_win(inputs)
	return spec_game_share_win(inputs)
});