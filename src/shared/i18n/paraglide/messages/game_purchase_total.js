/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown>, count: NonNullable<unknown>, total: NonNullable<unknown> }} Game_Purchase_TotalInputs */

const spec_game_purchase_total = /** @type {(inputs: Game_Purchase_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} × ${i?.count} = ${i?.total} ብር`)
};

const am_game_purchase_total = /** @type {(inputs: Game_Purchase_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} × ${i?.count} = ${i?.total} ብር`)
};

const en_game_purchase_total = /** @type {(inputs: Game_Purchase_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} × ${i?.count} = ${i?.total} ETB`)
};

/**
* | output |
* | --- |
* | "{price} × {count} = {total} ETB" |
*
* @param {Game_Purchase_TotalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_total = /** @type {((inputs: Game_Purchase_TotalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_TotalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_purchase_total(inputs)
	if (locale === "en") return en_game_purchase_total(inputs)
	return spec_game_purchase_total(inputs)
});