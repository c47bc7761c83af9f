/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, list: NonNullable<unknown> }} Game_Your_BoardsInputs */

const spec_game_your_boards = /** @type {(inputs: Game_Your_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your boards: ${i?.count} (${i?.list})`)
};

const am_game_your_boards = /** @type {(inputs: Game_Your_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የእርስዎ ካርቴላዎች: ${i?.count} (${i?.list})`)
};

const en_game_your_boards = /** @type {(inputs: Game_Your_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your boards: ${i?.count} (${i?.list})`)
};

/**
* | output |
* | --- |
* | "Your boards: {count} ({list})" |
*
* @param {Game_Your_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_your_boards = /** @type {((inputs: Game_Your_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Your_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_game_your_boards(inputs)
	if (locale === "en") return en_game_your_boards(inputs)
	return spec_game_your_boards(inputs)
});