/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Unreadable_Game_EventInputs */

const spec_common_unreadable_game_event = /** @type {(inputs: Common_Unreadable_Game_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game sent something we could not read. Reconnecting…`)
};

const am_common_unreadable_game_event = /** @type {(inputs: Common_Unreadable_Game_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታው ያልተነበበ መልእክት ልኳል። እንደገና በመገናኘት ላይ…`)
};

const en_common_unreadable_game_event = /** @type {(inputs: Common_Unreadable_Game_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game sent something we could not read. Reconnecting…`)
};

/**
* | output |
* | --- |
* | "The game sent something we could not read. Reconnecting…" |
*
* @param {Common_Unreadable_Game_EventInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unreadable_game_event = /** @type {((inputs?: Common_Unreadable_Game_EventInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Unreadable_Game_EventInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_common_unreadable_game_event(inputs)
	if (locale === "en") return en_common_unreadable_game_event(inputs)
	return spec_common_unreadable_game_event(inputs)
});