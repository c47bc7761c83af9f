/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Connection_ConnectedInputs */

const spec_game_connection_connected = /** @type {(inputs: Game_Connection_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connected`)
};

const am_game_connection_connected = /** @type {(inputs: Game_Connection_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተገናኝቷል`)
};

const en_game_connection_connected = /** @type {(inputs: Game_Connection_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connected`)
};

/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Game_Connection_ConnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connected = /** @type {((inputs?: Game_Connection_ConnectedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Connection_ConnectedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_connection_connected(inputs)
	if (locale === "en") return en_game_connection_connected(inputs)
	return spec_game_connection_connected(inputs)
});