/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Connection_DisconnectedInputs */

const spec_game_connection_disconnected = /** @type {(inputs: Game_Connection_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`disconnected`)
};

const am_game_connection_disconnected = /** @type {(inputs: Game_Connection_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግንኙነት ተቋርጧል`)
};

const en_game_connection_disconnected = /** @type {(inputs: Game_Connection_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnected`)
};

/**
* | output |
* | --- |
* | "Disconnected" |
*
* @param {Game_Connection_DisconnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_disconnected = /** @type {((inputs?: Game_Connection_DisconnectedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Connection_DisconnectedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_connection_disconnected(inputs)
	if (locale === "en") return en_game_connection_disconnected(inputs)
	return spec_game_connection_disconnected(inputs)
});