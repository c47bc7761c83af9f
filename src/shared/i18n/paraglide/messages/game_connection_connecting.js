/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Game_Connection_ConnectingInputs */

const spec_game_connection_connecting = /** @type {(inputs: Game_Connection_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connecting`)
};

const am_game_connection_connecting = /** @type {(inputs: Game_Connection_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመገናኘት ላይ`)
};

const en_game_connection_connecting = /** @type {(inputs: Game_Connection_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting`)
};

/**
* | output |
* | --- |
* | "Connecting" |
*
* @param {Game_Connection_ConnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connecting = /** @type {((inputs?: Game_Connection_ConnectingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Connection_ConnectingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_connection_connecting(inputs)
	if (locale === "en") return en_game_connection_connecting(inputs)
	return spec_game_connection_connecting(inputs)
});