/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Share_Win_TextInputs */

const spec_game_share_win_text = /** @type {(inputs: Game_Share_Win_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I won at Cartela bingo! Come and play with me.`)
};

const am_game_share_win_text = /** @type {(inputs: Game_Share_Win_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በካርቴላ ቢንጎ አሸነፍኩ! ይምጡና አብረን እንጫወት።`)
};

const en_game_share_win_text = /** @type {(inputs: Game_Share_Win_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I won at Cartela bingo! Come and play with me.`)
};

/**
* | output |
* | --- |
* | "I won at Cartela bingo! Come and play with me." |
*
* @param {Game_Share_Win_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_share_win_text = /** @type {((inputs?: Game_Share_Win_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Share_Win_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_share_win_text(inputs)
	if (locale === "en") return en_game_share_win_text(inputs)
	return spec_game_share_win_text(inputs)
});