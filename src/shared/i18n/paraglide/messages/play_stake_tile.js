/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Play_Stake_TileInputs */

const spec_play_stake_tile = /** @type {(inputs: Play_Stake_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ`)
};

const am_play_stake_tile = /** @type {(inputs: Play_Stake_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ`)
};

const en_play_stake_tile = /** @type {(inputs: Play_Stake_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake`)
};

/**
* | output |
* | --- |
* | "Stake" |
*
* @param {Play_Stake_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_stake_tile = /** @type {((inputs?: Play_Stake_TileInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Stake_TileInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_stake_tile(inputs)
	if (locale === "en") return en_play_stake_tile(inputs)
	return spec_play_stake_tile(inputs)
});